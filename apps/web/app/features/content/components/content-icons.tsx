/** The content screens' icons live with the back office's kit. */
export { FileTextIcon, HelpCircleIcon } from '../../portal-kit';
