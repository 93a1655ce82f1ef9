// `npm start`'s host: a bad or busy PORT is refused in one line before the service's modules load (seconds on a small
// machine), then the host starts on it.
import { usablePortOrExit } from './port.js';

const port = await usablePortOrExit();
const { serve } = await import('./serve.js');
await serve(port);
