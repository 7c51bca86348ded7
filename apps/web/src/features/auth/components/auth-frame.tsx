import type { ReactNode } from 'react';
import { AuthPageLayout } from './auth-page-layout';
import { AuthPageLayout2 } from './auth-page-layout-2';

export type TAuthVariant = 1 | 2;

/** Picks the welcome-panel layout (variant 1) or the full-page card ('-2' variant). */
export function AuthFrame({
  variant,
  title,
  children,
}: {
  variant: TAuthVariant;
  title: string;
  children: ReactNode;
}) {
  return variant === 2 ? (
    <AuthPageLayout2 title={title}>{children}</AuthPageLayout2>
  ) : (
    <AuthPageLayout title={title}>{children}</AuthPageLayout>
  );
}
