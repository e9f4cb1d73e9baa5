import { formatSeoulDateTime } from '@casino/contract';

/** A member as staff look them up: the ID, with the nickname beside it. */
export const MemberCell = ({ username, nickname }: { username: string; nickname: string }) => (
  <span>
    <strong>{username}</strong> <small>({nickname})</small>
  </span>
);

/** A moment on Seoul's clock, machine-readable too. */
export const SeoulMoment = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatSeoulDateTime(iso)}</time>;
