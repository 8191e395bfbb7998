import{a as e}from"/assets/chunks/chunk-DZXTGP27.js";var o={name:"x",size:24,node:[["path",{d:"M18 6 6 18",key:"1bl5f8"}],["path",{d:"m6 6 12 12",key:"d8bk6v"}]]};o.node;var a=e(o);export{a};
