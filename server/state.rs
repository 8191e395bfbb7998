use std::sync::Arc;

use crate::business::SiteInfo;
use crate::cache::PageCache;
use crate::db::Db;
use crate::i18n::Catalog;

/// Shared by every handler; cheap to clone.
#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub renderer: ssr_runtime::Pool,
    pub catalog: Arc<Catalog>,
    pub cache: Arc<PageCache>,
    pub site: SiteInfo,
    pub public_url: Arc<str>,
    pub sign_in_limits: Arc<crate::auth::SignInLimits>,
    pub shop: crate::shop::ShopProvider,
    pub shopify_webhook_secret: Option<Arc<str>>,
    pub shop_timeout: std::time::Duration,
    pub form_limits: Arc<crate::forms::FormLimits>,
    pub coming_soon_password: Option<Arc<str>>,
    pub translations: Arc<crate::translation_jobs::TranslationService>,
}
