/**
 * The shop's content: policy pages and FAQs, news and stores (the storefront's pages, the
 * footer's index, the home strip) and the calls the back office's editors make (their screens'
 * parts live in the portal kit).
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
// News and showrooms (storefront pages, the home strip, the back office's calls).
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
export { NewsLatestStrip } from './components/news-latest-strip';
export { ShowroomCard } from './components/showroom-card';
export {
  NEWS_PATH,
  newsArticleJsonLd,
  newsArticlePath,
  SHOWROOMS_PATH,
  showroomsJsonLd,
} from './news-seo';
export { HomeFaqs } from './components/home-faqs';
