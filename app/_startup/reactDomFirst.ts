/**
 * Imported by instrumentation-client.ts, which Next.js evaluates on every page before its own
 * start-up code: evaluating React DOM there puts that work in the first of the start-up's two tasks
 * (startUpYield.ts makes the break); the second decodes the page's payload and starts hydration.
 * Together they were one task of 27–35 ms at full speed, the longest of a page's load.
 */
import 'react-dom/client';
