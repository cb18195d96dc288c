// The built package, loaded the way a Node user loads it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/tools.mjs';
import * as nimlab from '../../www/pkg/nimlab.js';

nimlab.initSync({ module: readFileSync(path.join(root, 'www', 'pkg', 'nimlab_bg.wasm')) });

export default nimlab;
export const memory = () => nimlab.initSync.memory ?? null;
