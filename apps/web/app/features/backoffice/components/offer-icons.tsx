/** The programme pages' icons live with the back office's kit. */
export { CalculatorIcon, TagIcon, TicketIcon, ZapIcon } from '../../portal-kit';
