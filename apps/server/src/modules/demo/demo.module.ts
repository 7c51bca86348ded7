import type { ModuleManifest } from '../../core/module';
import { seedPanelDemo } from './demo-panel.seed';
import { seedSurveyDemo } from './demo-survey.seed';

/** The demo questionnaire, campaign and panel (SEED_DEMO): data across several modules, so it lives in its own module that nothing imports. It seeds after the modules whose data it uses (users). */
export const demoModule: ModuleManifest = {
  name: 'demo',
  reads: ['surveys'],
  seed: async (db) => {
    await seedSurveyDemo(db);
    await seedPanelDemo(db);
  },
};
