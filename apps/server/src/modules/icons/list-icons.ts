import { NAV_ICON_NAMES, type TIconEntry, type TIconList, type TIconListQuery } from '@pesquisemais/shared';
import { pageWindow } from '../../lib/sql';

/** First code point of the Material icons' private-use area, as icon fonts number them. */
const FIRST_CODE = 0xe000;

function words(name: string): string[] {
  return name
    .replace(/(Outlined|Outline)$/, '')
    .split(/(?=[A-Z0-9])/)
    .map((word) => word.toLowerCase())
    .filter(Boolean);
}

/** The entries of spec point 3, built once from the icon names the shell uses. */
const ICONS: readonly TIconEntry[] = NAV_ICON_NAMES.map((name, index) => ({
  order: index + 1,
  id: index + 1,
  name,
  prevSize: 32,
  code: FIRST_CODE + index,
  ligatures: words(name).join('_'),
  tags: words(name),
}));

/** A page of icons whose name or tags contain the query, in any case. */
export function listIcons({ q, page, pageSize }: TIconListQuery): TIconList {
  const needle = q?.toLowerCase() ?? '';
  const matches = needle
    ? ICONS.filter(
        (icon) => icon.name.toLowerCase().includes(needle) || icon.tags.some((tag) => tag.includes(needle)),
      )
    : ICONS;
  const { limit, offset } = pageWindow({ page, pageSize });
  return {
    items: matches.slice(offset, offset + limit),
    total: matches.length,
    page,
    pageSize,
  };
}
