import { webTestConfig } from './vitest.config';

export default webTestConfig('web-isolated');
