import { compareWithStaticCopies } from '/work/wt/ssr/e2e/bench/web.mjs';
const report = await compareWithStaticCopies({ routes: process.argv[2].split(','), runs: Number(process.argv[3] || 1), ports: { api: 4225, shell: 3225, learner: 3226, tutor: 3227 } });
console.log(JSON.stringify(report, null, 1));
