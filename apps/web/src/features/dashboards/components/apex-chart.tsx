import { type ComponentType, lazy } from 'react';
import type { Props } from 'react-apexcharts';

/** react-apexcharts, loaded on first use; its CommonJS build nests the component under `default`. */
export const ApexChart = lazy(async () => {
  const module = (await import('react-apexcharts')) as unknown as {
    default: ComponentType<Props> | { default: ComponentType<Props> };
  };
  const chart = 'default' in module.default ? module.default.default : module.default;
  return { default: chart };
});
