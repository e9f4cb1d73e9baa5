import type { SentNote } from '@casino/contract';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { notesWords } from '../../../i18n/staff/notes';

/** Whom a note went to, in words: one member, a partner's whole line, or a grade. */
export function TargetLabel({ target }: { target: SentNote['target'] }) {
  const { t } = useStaffTranslation(notesWords);
  if (target.kind === 'user') return <>{t('notes.target.user', { username: target.member.username, nickname: target.member.nickname })}</>;
  if (target.kind === 'line') return <>{t('notes.target.line', { username: target.partner.username })}</>;
  return <>{t('notes.target.grade', { name: target.name })}</>;
}
