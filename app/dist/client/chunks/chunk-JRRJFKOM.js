import{a as e}from"/assets/chunks/chunk-DZXTGP27.js";var c={name:"check",size:24,node:[["path",{d:"M20 6 9 17l-5-5",key:"1gmf2c"}]]};c.node;var t=e(c);export{t as a};
