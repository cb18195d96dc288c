// `npm start`: install what is missing, build www/pkg, serve on :8080.
import { build } from './build.mjs';
import { serve } from './serve.mjs';

build();
const port = Number(process.env.PORT ?? 8080);
await serve(port);
console.log(`\nnimlab is at http://localhost:${port}/  (open it, then try f([12]) in the console; Ctrl-C stops it)`);
