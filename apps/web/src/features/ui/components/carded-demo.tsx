import { CardedPageLayout } from '@/components/page-layout/carded-page-layout';
import { DemoBody, DemoHeader, DemoSidebar, DemoTabs } from './demo-content';

/** One carded variant, e.g. "left-sidebar-2-tabbed": sidebar side, "-2" header in the card, tabs. */
export function CardedDemo({ variant }: { variant: string }) {
  const isTabbed = variant.endsWith('-tabbed');
  const isHeaderInCard = /-2(-tabbed)?$/.test(variant);
  return (
    <CardedPageLayout
      header={<DemoHeader title={`Carded: ${variant}`} />}
      content={<DemoBody />}
      contentToolbar={isTabbed ? <DemoTabs /> : undefined}
      leftSidebar={variant.startsWith('left-sidebar') ? <DemoSidebar /> : undefined}
      rightSidebar={variant.startsWith('right-sidebar') ? <DemoSidebar /> : undefined}
      isHeaderInCard={isHeaderInCard}
    />
  );
}
