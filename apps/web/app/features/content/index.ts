/**
 * The shop's content: policy pages and FAQs (the storefront's pages, the footer's index, the back
 * office's editors with the sanitised preview).
 */
export {
  getPolicyIndex,
  getPolicyPage,
  getPortalPage,
  listPortalPages,
  previewRichText,
  savePortalPage,
} from './api/content-page-api';
export {
  deleteFaq,
  listFaqs,
  listPortalFaqs,
  publishFaq,
  reorderFaqs,
  saveFaq,
} from './api/faq-api';
export { FaqList, faqJsonLd } from './components/faq-list';
export { PolicyNav } from './components/policy-nav';
export { RichText } from './components/rich-text';
export { RichTextField, type PreviewAnswer } from './components/rich-text-field';
// News and showrooms (storefront pages, the home strip, the back office's editors).
export {
  deleteNews,
  getNewsArticle,
  getPortalNews,
  listAllNews,
  listLatestNews,
  listNews,
  listPortalNews,
  previewNews,
  publishNews,
  saveNews,
  unpublishNews,
} from './api/news-api';
export {
  deleteShowroom,
  listPortalShowrooms,
  listShowrooms,
  saveShowroom,
  setShowroomVisibility,
} from './api/showroom-api';
export { NewsCard } from './components/news-card';
export { SameUrlHreflang } from './components/news-hreflang';
export { NewspaperIcon, StoreIcon } from './components/news-icons';
export { NewsLatestStrip } from './components/news-latest-strip';
export { ShowroomCard } from './components/showroom-card';
export {
  NEWS_PATH,
  newsArticleJsonLd,
  newsArticlePath,
  SHOWROOMS_PATH,
  showroomsJsonLd,
} from './news-seo';
export { FileTextIcon, HelpCircleIcon } from './components/content-icons';
export { HomeFaqs } from './components/home-faqs';
export { NewsAdminList } from './components/news-admin-list';
export { NewsEditor } from './components/news-editor';
export { ShowroomAdminList } from './components/showroom-admin-list';
export { ShowroomEditor } from './components/showroom-editor';
export { useContentNotice } from './hooks/use-content-notice';
export { newsFromForm, showroomFromForm, type ContentActionData } from './news-form-values';
