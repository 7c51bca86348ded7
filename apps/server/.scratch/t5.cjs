const {Model}=require('survey-core');
const fs=require('fs');
const m=new Model(JSON.parse(fs.readFileSync('../test/fixtures/surveys/pharma-ptbr.json')));
const ans={especialidade:'endocrino',atua_consultorio:true,pacientes_total:100,pacientes_dm2:50,classes:['isglt2','arglp1'],classe_preferida:'isglt2',atributos:{eficacia:5,seguranca:4,custo:2},nps:9};
for(let i=0;i<300;i++){m.data=ans}
