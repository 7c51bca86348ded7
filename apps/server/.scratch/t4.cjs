const {Model,settings}=require('survey-core');require('survey-core/i18n/portuguese-br');
const fs=require('fs');const d='test/fixtures/surveys/';
const load=f=>JSON.parse(fs.readFileSync(d+f+'.json'));
const m=new Model(load('pharma-ptbr'));
const ans={especialidade:'endocrino',atua_consultorio:true,pacientes_total:100,pacientes_dm2:50,classes:['isglt2','arglp1'],classe_preferida:'isglt2',atributos:{eficacia:5,seguranca:4,custo:2},nps:9};
const time=(l,f)=>{for(let i=0;i<20;i++)f();const t=performance.now();for(let i=0;i<200;i++)f();console.log(l,((performance.now()-t)/200).toFixed(3),'ms')};
time('clear',()=>m.clear(true,false));
time('data',()=>{m.data=ans});
time('data{}',()=>{m.data={}});
const qs=m.getAllQuestions();
time('validate',()=>{m.data=ans;qs.forEach(q=>q.isVisible&&q.validate(true))});
time('validate-nofire',()=>{m.data=ans;qs.forEach(q=>q.isVisible&&q.validate(false))});
for (const q of qs){ const t=performance.now(); for(let i=0;i<50;i++) q.validate(true); console.log(q.name, ((performance.now()-t)/50).toFixed(3)); }
