// The public face other modules use (never the files themselves).
export { seedSurveyDemo } from './demo-survey.seed';
