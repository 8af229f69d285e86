// Next.js runs this file on every page before its own start-up code. The start-up tricks that rely
// on Next.js's internals all live in app/_startup/, each with a test that fails if Next changes.
import './app/_startup/reactDomFirst';
