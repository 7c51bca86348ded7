import { Model } from 'survey-core';
import { benchSchema, benchAnswers } from '../../../bench/submit-response-fixture.ts';
const m = new Model(benchSchema()); const ans = benchAnswers();
const qs = m.getAllQuestions();
for(let i=0;i<400;i++){ m.data = ans; for (const q of qs) if (q.isVisible) q.validate(false); }
