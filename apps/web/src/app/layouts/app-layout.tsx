import { useMatches } from 'react-router';
import { resolveLayout } from './layout-settings';
import { Layout1 } from './layout1/layout1';

/** Picks the layout named by the matched routes' settings (only layout1 so far). */
export function AppLayout() {
  const matches = useMatches();
  const layout = resolveLayout(matches.map((match) => match.handle));
  return <Layout1 config={layout.config} />;
}
