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
  'CampaignOutlined',
  'PollOutlined',
  'DescriptionOutlined',
  'PlayCircleOutlined',
  'ShoppingCartOutlined',
  'Inventory2Outlined',
  'ReceiptLongOutlined',
  'GroupOutlined',
  'SupervisedUserCircleOutlined',
  'MailOutlined',
  'DraftsOutlined',
  'ScheduleSendOutlined',
  'VideocamOutlined',
  'PersonOutlined',
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
  'StarOutlined',
  'HelpOutlineOutlined',
  'AttachMoneyOutlined',
  'SearchOutlined',
  'AlarmOutlined',
  'BuildCircleOutlined',
  'ErrorOutlineOutlined',
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
