import { useHttp, useLanguage, useLoaded, useUser } from '@casino/platform';
import { Alert, Form, Radio, Select } from 'antd';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { notesWords } from '../../../i18n/staff/notes';
import { listGrades } from '../../../api/list-grades';
import { searchMembers } from '../../../api/search-members';
import { searchPartners } from '../../../api/search-partners';
import { AccountSearch } from './account-search';

export type TargetKind = 'user' | 'line' | 'grade';
export const TARGET_KINDS: readonly TargetKind[] = ['user', 'line', 'grade'];

/** The grades, for the grade target (loaded when the form opens). */
function useGrades() {
  const http = useHttp();
  const grades = useLoaded(() => listGrades(http), [http]);
  return { grades: grades.status === 'ready' ? grades.value : null, failed: grades.status === 'failed' };
}

/** How the confirmation before a note to many names them: the partner's ID, the grade's name and size. */
export interface ManyNamed {
  line?: { partner: string };
  grade?: { grade: string; count: number };
}

/** Whom the note goes to: one member (found by ID or nickname), a partner's whole line, or a grade. */
export function RecipientFields({ kind, onNamed }: { kind: TargetKind; onNamed: (named: ManyNamed) => void }) {
  const { t } = useStaffTranslation(notesWords);
  const http = useHttp();
  const { language } = useLanguage();
  const me = useUser().account;
  const { grades, failed } = useGrades();
  const required = (message: string) => [{ required: true, message }];

  return (
    <>
      <Form.Item name="kind" label={t('notes.form.kind')}>
        <Radio.Group options={TARGET_KINDS.map((value) => ({ value, label: t(`notes.kinds.${value}`) }))} optionType="button" />
      </Form.Item>
      {kind === 'user' && (
        <Form.Item name="userId" label={t('notes.form.member')} extra={t('notes.form.memberHint')} rules={required(t('notes.form.memberMissing'))}>
          <AccountSearch
            placeholder={t('notes.form.memberPlaceholder')}
            search={async (text) => (await searchMembers(http, text)).map((m) => ({ value: m.id, label: `${m.username} (${m.nickname})`, username: m.username }))}
          />
        </Form.Item>
      )}
      {kind === 'line' && (
        <Form.Item name="partnerId" label={t('notes.form.partner')} extra={t('notes.form.partnerHint')} rules={required(t('notes.form.partnerMissing'))}>
          <AccountSearch
            placeholder={t('notes.form.partnerPlaceholder')}
            fixed={me ? [{ value: me.id, label: t('notes.form.ownLine', { username: me.username }), username: me.username }] : []}
            search={async (text) => (await searchPartners(http, text)).map((p) => ({ value: p.id, label: `${p.username} (${p.nickname})`, username: p.username }))}
            onChange={(_, option) => onNamed({ line: { partner: option.username } })}
          />
        </Form.Item>
      )}
      {kind === 'grade' && (
        <>
          {failed && <Alert type="warning" showIcon title={t('notes.form.gradesFailed')} style={{ marginBottom: 12 }} />}
          <Form.Item name="grade" label={t('notes.form.grade')} rules={required(t('notes.form.gradeMissing'))}>
            <Select<number>
              loading={grades === null && !failed}
              placeholder={t('notes.form.gradePlaceholder')}
              onChange={(level) => {
                const grade = grades?.find((candidate) => candidate.level === level);
                if (grade) onNamed({ grade: { grade: language === 'en' ? grade.name_en : grade.name_ko, count: grade.members } });
              }}
              options={(grades ?? []).map((grade) => ({
                value: grade.level,
                label: t('notes.form.gradeOption', { name: language === 'en' ? grade.name_en : grade.name_ko, count: grade.members }),
              }))}
            />
          </Form.Item>
        </>
      )}
    </>
  );
}
