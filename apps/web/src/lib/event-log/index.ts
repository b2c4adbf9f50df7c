export { sendEventLog } from './send-event-log';
export { eventLogPaths, type EventLogPaths, type EventLogRouteHandle } from './event-log-paths';
export { usePageChangeEventLog, useErrorPageEventLog } from './use-event-log';
