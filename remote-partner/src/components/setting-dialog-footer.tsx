import { Button } from 'antd';

interface SettingDialogFooterOptions {
  /** Offered only when there is a setting to remove. */
  remove: { label: string; onClick: () => void } | null;
  cancel: { label: string; onClick: () => void };
  save: { label: string; onClick: () => void };
  saving: boolean;
}

/** A setting dialog's buttons: remove the setting, cancel, save; held while a save runs. */
export const settingDialogFooter = ({ remove, cancel, save, saving }: SettingDialogFooterOptions) => [
  remove && (
    <Button key="remove" danger disabled={saving} onClick={remove.onClick}>
      {remove.label}
    </Button>
  ),
  <Button key="cancel" disabled={saving} onClick={cancel.onClick}>
    {cancel.label}
  </Button>,
  <Button key="save" type="primary" loading={saving} onClick={save.onClick}>
    {save.label}
  </Button>,
];
