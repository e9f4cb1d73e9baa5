-- Announcements; `content` is HTML written by staff and sanitized when stored.
CREATE TABLE board_messages (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type        text NOT NULL CHECK (type IN ('notice', 'event', 'popup')),
  title       text NOT NULL,
  content     text NOT NULL,
  published   boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX board_messages_list_idx ON board_messages (type, created_at DESC) WHERE published;

CREATE TABLE popups (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  image_url        text NOT NULL,
  title            text NOT NULL,
  is_non_closable  boolean NOT NULL DEFAULT false,
  sort             integer NOT NULL DEFAULT 0,
  active           boolean NOT NULL DEFAULT true,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE carousel_slides (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  image_url   text NOT NULL,
  title       text NOT NULL,
  link_url    text,
  sort        integer NOT NULL DEFAULT 0,
  active      boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE marquee_items (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  text        text NOT NULL,
  sort        integer NOT NULL DEFAULT 0,
  active      boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- One row of typed settings rather than key/value: the shape is the public contract.
CREATE TABLE site_settings (
  id                     boolean PRIMARY KEY DEFAULT true CHECK (id),
  site_name              text NOT NULL,
  logo_url               text,
  support_contact        text NOT NULL,
  bank_inspection_hours  text NOT NULL,
  min_deposit            bigint NOT NULL CHECK (min_deposit >= 0),
  min_withdraw           bigint NOT NULL CHECK (min_withdraw >= 0),
  updated_at             timestamptz NOT NULL DEFAULT now()
);
INSERT INTO site_settings (site_name, logo_url, support_contact, bank_inspection_hours, min_deposit, min_withdraw)
VALUES ('Casino', NULL, '', '23:00-00:30', 10000, 10000);
