//! The settings of a serving instance: what the command parses (flags and their
//! environment variables) and the composition root reads. Each service's own settings
//! live with the service and are flattened in here; this module sits below both
//! `cli.rs` and `app.rs`, so neither imports the other's settings.

use std::net::IpAddr;

use clap::{Args, Parser, ValueEnum};

use crate::booking::BookingSettings;
use crate::checkout::CheckoutSettings;
use crate::mail::MailSettings;
use crate::payments::PaymentSettings;
use crate::pages::RenderSettings;
use crate::privacy::retention::RetentionSettings;
use crate::platform::db::DatabaseArgs;
use crate::platform::site::BusinessSettings;
use crate::requests::RequestSettings;
use crate::shop::ShopSettings;
use crate::translation::ProviderSettings;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    /// Human-readable lines.
    Human,
    /// One JSON object per line, for log collectors.
    Json,
}

#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "HOST", default_value = "127.0.0.1")]
    pub host: IpAddr,

    /// Port to listen on (0 picks a free one).
    #[arg(long, env = "PORT", default_value_t = 3000)]
    pub port: u16,

    #[command(flatten)]
    pub database: DatabaseArgs,

    /// The site's public address, used in canonical and alternate-language links
    /// (default: http://localhost:PORT).
    #[arg(long, env = "PUBLIC_URL")]
    pub public_url: Option<String>,

    /// Reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed:
    /// addresses or CIDR ranges, comma separated (e.g. 127.0.0.1,10.0.0.0/8). The
    /// client is then the right-most address in X-Forwarded-For that is not one of
    /// them. Unset: the TCP peer is the client and those headers are ignored.
    #[arg(long, env = "TRUSTED_PROXIES")]
    pub trusted_proxies: Option<String>,

    /// Where to serve Prometheus metrics (`GET /metrics`), on a listener of its own so
    /// it is never public by accident, e.g. 127.0.0.1:9100. Unset: no metrics listener.
    #[arg(long, env = "METRICS_ADDR")]
    pub metrics_addr: Option<std::net::SocketAddr>,

    /// On SIGTERM, how long `/readyz` answers 503 while requests are still served, so
    /// a load balancer stops sending traffic before the listener closes; then the
    /// requests in flight finish. (Ctrl-C in a terminal stops at once.)
    #[arg(long, env = "DRAIN_SECS", default_value_t = 5)]
    pub drain_secs: u64,

    #[command(flatten)]
    pub business: BusinessSettings,

    #[command(flatten)]
    pub render: RenderSettings,

    #[command(flatten)]
    pub shop: ShopSettings,

    #[command(flatten)]
    pub checkout: CheckoutSettings,

    #[command(flatten)]
    pub payments: PaymentSettings,

    #[command(flatten)]
    pub requests: RequestSettings,

    #[command(flatten)]
    pub retention: RetentionSettings,

    #[command(flatten)]
    pub booking: BookingSettings,

    #[command(flatten)]
    pub translation: ProviderSettings,

    #[command(flatten)]
    pub mail: MailSettings,

    #[command(flatten)]
    pub jobs: crate::jobs::JobSettings,

    #[command(flatten)]
    pub bookkeeping: crate::bookkeeping::BookkeepingSettings,

    #[command(flatten)]
    pub access_point: crate::documents::storecove::AccessPointSettings,

    /// Read the catalogues from this directory (laid out like `locales/`) instead of
    /// the embedded ones (development and tests).
    #[arg(long, env = "LOCALES_DIR", hide = true)]
    pub locales_dir: Option<std::path::PathBuf>,

    /// On an empty database, create a demo administrator and print its email and a
    /// generated password once (`make run` sets this).
    #[arg(long, env = "SEED_DEMO")]
    pub seed_demo: bool,

    /// Log format.
    #[arg(long, env = "LOG_FORMAT", value_enum, default_value_t = LogFormat::Human)]
    pub log_format: LogFormat,
}

impl ServeArgs {
    pub fn public_url(&self) -> String {
        match &self.public_url {
            Some(url) => url.trim_end_matches('/').to_owned(),
            None => format!("http://localhost:{}", self.port),
        }
    }

    /// Settings for tests: a free port, a given database, everything else default.
    pub fn for_tests(database_url: &str) -> ServeArgs {
        #[derive(Parser)]
        struct Command {
            #[command(flatten)]
            serve: ServeArgs,
        }
        let mut serve = Command::parse_from(["elektriker", "--port", "0", "--database-url", database_url]).serve;
        // Tests ask for the pages they need; the warmer's own test turns it on.
        serve.render.page_warmup = false;
        serve
    }
}


#[cfg(test)]
mod tests {
    use super::*;

    /// Every secret setting is a [`crate::platform::Secret`]: the settings printed whole
    /// (a `?args` in a log line, a panic) show none of them.
    #[test]
    fn the_settings_print_no_secret() {
        let mut args = ServeArgs::for_tests("sqlite::memory:");
        let secrets = [
            "sk_live_51StripeSecret",
            "whsec_StripeWebhook",
            "smtp://user:SmtpPassw0rd@mail.example.dk",
            "shpat_StorefrontToken",
            "ShopifyWebhookSecret",
            "deepl-TranslationKey",
            "ComingSoonPassword",
            "EconomicAppSecretToken",
            "EconomicAgreementGrantToken",
            "StorecoveApiKey",
        ];
        args.payments.stripe_secret_key = Some(secrets[0].into());
        args.payments.stripe_webhook_secret = Some(secrets[1].into());
        args.mail.smtp_url = Some(secrets[2].into());
        args.shop.shopify_storefront_token = Some(secrets[3].into());
        args.shop.shopify_webhook_secret = Some(secrets[4].into());
        args.translation.translation_api_key = Some(secrets[5].into());
        args.requests.coming_soon_password = Some(secrets[6].into());
        args.bookkeeping.economic_app_secret_token = Some(secrets[7].into());
        args.bookkeeping.economic_agreement_grant_token = Some(secrets[8].into());
        args.access_point.storecove_api_key = Some(secrets[9].into());
        let printed = format!("{args:?} {args:#?}");
        for secret in secrets {
            assert!(!printed.contains(secret), "{secret} printed");
        }
        assert!(printed.contains("[redacted]"));
    }
}
