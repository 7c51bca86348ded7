import { Model } from 'survey-core';
import { benchSchema, benchAnswers } from '../../../bench/submit-response-fixture.ts';
const m = new Model(benchSchema()); const ans = benchAnswers();
const qs = m.getAllQuestions();
const time=(l,f)=>{for(let i=0;i<50;i++)f();const t=performance.now();for(let i=0;i<500;i++)f();console.log(l,((performance.now()-t)/500).toFixed(3),'ms')};
time('data', ()=>{ m.data = ans; });
time('data+validate', ()=>{ m.data = ans; for (const q of qs) if (q.isVisible) q.validate(false); });
time('setDataCore only', ()=>{ m.setDataCore(ans, true); });
