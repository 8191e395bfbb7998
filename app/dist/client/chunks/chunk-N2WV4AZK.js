function c(r,t){return t==="totp"?r.replace(/\D/g,"").slice(0,6):r.toLowerCase().replace(/[^a-z0-9-]/g,"").slice(0,12)}var n=r=>/^\d{6}$/.test(r.replace(/[\s-]/g,"")),o=r=>r.replace(/[^a-zA-Z0-9]/g,"").length===10;function i(r,t){let e=r.trim();return t==="totp"?n(e)?null:"second-factor-code-format":t==="recovery"?o(e)?null:"second-factor-recovery-format":e===""?"second-factor-code-required":n(e)||o(e)?null:/[a-z]/i.test(e)?"second-factor-recovery-format":"second-factor-code-format"}function s(r){return(r.replace(/\s/g,"").match(/.{1,4}/g)??[]).join(" ")}function d(r,t,e){return`${r}

${t.join(`
`)}

${e}
`}export{c as a,i as b,s as c,d};
