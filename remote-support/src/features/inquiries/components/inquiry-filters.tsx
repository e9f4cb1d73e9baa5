import { maxLengthOf, staffTicketList } from '@casino/contract';
import { backOfficeClassNames, FilterBar, SeoulDayRange } from '@casino/platform/back-office';
import { Form, Select } from 'antd';
import { useId } from 'react';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { inquiriesWords } from '../../../i18n/staff/inquiries';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import { INQUIRY_STATUSES, type InquiryFilter, type InquiryStatus } from '../store/inquiry-filter';

const MEMBER_MAX_LENGTH = maxLengthOf(staffTicketList.query, 'member');

interface InquiryFiltersProps {
  filter: InquiryFilter;
  onChange: (patch: Partial<InquiryFilter>) => void;
  onReset: () => void;
}

/** Status and days apply at once; the member search on Enter or Search. */
export function InquiryFilters({ filter, onChange, onReset }: InquiryFiltersProps) {
  const { t } = useStaffTranslation(inquiriesWords);
  // The statuses are named as members see them (the `support` namespace).
  const { t: tMember } = useSupportTranslation();
  const statusId = useId();
  const daysId = useId();

  return (
    <FilterBar
      label={t('inquiries.filters.label')}
      texts={[{ key: 'member', label: t('inquiries.filters.member'), placeholder: t('inquiries.filters.memberPlaceholder'), value: filter.member, maxLength: MEMBER_MAX_LENGTH }]}
      onSearch={({ member = '' }) => onChange({ member })}
      onReset={onReset}
    >
      <Form.Item label={t('inquiries.filters.status')} htmlFor={statusId}>
        <Select<InquiryStatus | 'all'>
          id={statusId}
          value={filter.status ?? 'all'}
          onChange={(status) => onChange({ status: status === 'all' ? null : status })}
          options={[
            { value: 'all', label: t('inquiries.filters.allStatuses') },
            ...INQUIRY_STATUSES.map((status) => ({ value: status, label: tMember(`tickets.statuses.${status}`) })),
          ]}
        />
      </Form.Item>
      <Form.Item label={t('inquiries.filters.days')} htmlFor={daysId} className={backOfficeClassNames.filterDays}>
        <SeoulDayRange
          id={daysId}
          from={filter.from}
          to={filter.to}
          onChange={(from, to) => onChange({ from, to })}
          presetLabels={{ today: t('staff.days.today'), last7: t('staff.days.last7'), last30: t('staff.days.last30') }}
        />
      </Form.Item>
    </FilterBar>
  );
}
