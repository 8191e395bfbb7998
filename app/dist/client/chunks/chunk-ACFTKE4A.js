var e=["da","en","de","fr"];export{e as a};
