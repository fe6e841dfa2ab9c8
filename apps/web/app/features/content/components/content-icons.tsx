import { icon } from '../../../components/ui/icons';

/** A page of text: the back office's policy pages. */
export const FileTextIcon = icon(
  'file-text',
  <>
    <path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z" />
    <path d="M14 2v5h6M16 13H8M16 17H8M10 9H8" />
  </>,
);

/** A question in a circle: the back office's FAQs. */
export const HelpCircleIcon = icon(
  'help-circle',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3M12 17h.01" />
  </>,
);
