/**
 * The Material icons the shell uses, by their @mui/icons-material name. The web app maps each
 * name to its component; the server lists them at GET /api/icons.
 */
export const NAV_ICON_NAMES = [
  'DashboardOutlined',
  'LiveTvOutlined',
  'InsightsOutlined',
  'TrackChangesOutlined',
  'AssessmentOutlined',
  'FactCheckOutlined',
  'QuizOutlined',
  'PollOutlined',
  'DescriptionOutlined',
  'PlayCircleOutline',
  'ShoppingCartOutlined',
  'Inventory2Outlined',
  'ReceiptLongOutlined',
  'GroupOutlined',
  'SupervisedUserCircleOutlined',
  'MailOutline',
  'DraftsOutlined',
  'ScheduleSendOutlined',
  'VideocamOutlined',
  'PersonOutline',
  'SettingsOutlined',
  'AdminPanelSettingsOutlined',
  'BadgeOutlined',
  'PersonOffOutlined',
  'ViewQuiltOutlined',
  'ViewAgendaOutlined',
  'CropLandscapeOutlined',
  'ViewDayOutlined',
  'CropSquareOutlined',
  'CheckBoxOutlineBlank',
  'InsertEmoticonOutlined',
  'TextFieldsOutlined',
  'BuildOutlined',
  'LockOutlined',
  'VpnKeyOutlined',
  'HomeOutlined',
  'StarOutline',
  'HelpOutline',
  'AttachMoneyOutlined',
  'SearchOutlined',
  'AlarmOutlined',
  'BuildCircleOutlined',
  'ErrorOutline',
  'ReportProblemOutlined',
  'ReceiptOutlined',
  'PrivacyTipOutlined',
  'GavelOutlined',
  'CookieOutlined',
] as const;

export type TNavIconName = (typeof NAV_ICON_NAMES)[number];

export function isNavIconName(value: string | undefined): value is TNavIconName {
  return value !== undefined && (NAV_ICON_NAMES as readonly string[]).includes(value);
}
