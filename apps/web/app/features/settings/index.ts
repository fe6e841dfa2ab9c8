/** The shop's settings as every visitor sees them. */
export { getClientSetting } from './api/setting-api';
