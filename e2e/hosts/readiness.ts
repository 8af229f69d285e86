/** The address each host server must answer before the host tests start, and again after a restart. */
export const READY_PATH = '/api/marquee/get';
