import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

/** One range of a chart (a week, a year) chosen among `ranges`, named by `labels`; one is always on. */
export function RangeToggle<T extends string>({
  label,
  ranges,
  labels,
  value,
  onChange,
}: {
  label: string;
  ranges: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label={label}
      value={value}
      onChange={(_event, chosen: T | null) => chosen && onChange(chosen)}
      sx={{ flexWrap: 'wrap' }}
    >
      {ranges.map((range) => (
        <ToggleButton key={range} value={range}>
          {labels[range]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
