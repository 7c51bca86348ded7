import { SimplePageLayout, type TSidebarMode } from '@/components/page-layout/simple-page-layout';
import { DemoBody, DemoHeader, DemoSidebar, DemoTabs } from './demo-content';

const SIDEBAR_MODES: Record<string, TSidebarMode> = { '': 'full', '-2': 'inner', '-3': 'drawer' };

/** One simple variant, e.g. "right-sidebar-3": sidebar side and arrangement, or "tabbed". */
export function SimpleDemo({ variant }: { variant: string }) {
  const suffix = variant.match(/-\d$/)?.[0] ?? '';
  return (
    <SimplePageLayout
      header={<DemoHeader title={`Simple: ${variant}`} />}
      content={<DemoBody />}
      contentToolbar={variant === 'tabbed' ? <DemoTabs /> : undefined}
      leftSidebar={variant.startsWith('left-sidebar') ? <DemoSidebar /> : undefined}
      rightSidebar={variant.startsWith('right-sidebar') ? <DemoSidebar /> : undefined}
      sidebarMode={SIDEBAR_MODES[suffix] ?? 'full'}
    />
  );
}
