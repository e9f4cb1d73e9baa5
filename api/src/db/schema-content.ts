import type { ColumnType, Generated } from 'kysely';

/** Table types of what members read and staff write: announcements, popups, site content, notes and inquiries; `schema.ts` puts them in `Database`. */

type Id = Generated<number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type BoardMessageType = 'notice' | 'event' | 'popup';

export interface BoardMessagesTable {
  id: Id;
  type: BoardMessageType;
  title: string;
  content: string;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  /** The master whose line sees it; null: site-wide (migration 015). */
  line_id: ColumnType<number | null, number | null | undefined, never>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PopupsTable {
  id: Id;
  image_url: string;
  title: string;
  is_non_closable: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  /** The master whose line sees it; null: site-wide (migration 015). */
  line_id: ColumnType<number | null, number | null | undefined, never>;
  created_at: CreatedAt;
}

export interface CarouselSlidesTable {
  id: Id;
  image_url: string;
  title: string;
  /** English beside the Korean `title` (migration 017); null: the Korean for everyone. */
  title_en: ColumnType<string | null, string | null | undefined, string | null>;
  link_url: string | null;
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface MarqueeItemsTable {
  id: Id;
  text: string;
  text_en: ColumnType<string | null, string | null | undefined, string | null>;
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface SiteSettingsTable {
  id: ColumnType<boolean, never, never>;
  site_name: string;
  site_name_en: ColumnType<string | null, string | null | undefined, string | null>;
  logo_url: string | null;
  support_contact: string;
  support_contact_en: ColumnType<string | null, string | null | undefined, string | null>;
  bank_inspection_hours: string;
  min_deposit: number;
  min_withdraw: number;
  updated_at: ColumnType<Date, never, Date | string>;
}

export interface InboxMessagesTable {
  id: Id;
  user_id: number;
  title: string;
  content: string;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  /** The back-office send it came with (migration 028); null for older notes. */
  send_id: ColumnType<number | null, number | null | undefined, never>;
}

export interface TicketsTable {
  id: Id;
  user_id: number;
  title: string;
  content: string;
  answer: string | null;
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}
