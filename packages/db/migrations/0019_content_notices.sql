-- The questions, news and showrooms the storefront shows announce their changes with the tag
-- `content`, once per statement, as banners and the shop's setting do (0009): pages kept for
-- visitors that show them are fresh again at once, and each server copy may keep the questions'
-- answer for every page render (decision 019).
CREATE TRIGGER faqs_cache AFTER INSERT OR UPDATE OR DELETE ON faqs
  FOR EACH STATEMENT EXECUTE FUNCTION content_cache_notice('content');--> statement-breakpoint
CREATE TRIGGER news_articles_cache AFTER INSERT OR UPDATE OR DELETE ON news_articles
  FOR EACH STATEMENT EXECUTE FUNCTION content_cache_notice('content');--> statement-breakpoint
CREATE TRIGGER showrooms_cache AFTER INSERT OR UPDATE OR DELETE ON showrooms
  FOR EACH STATEMENT EXECUTE FUNCTION content_cache_notice('content');
