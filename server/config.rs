//! Command line and environment configuration.

use std::net::IpAddr;
use std::time::Duration;

use clap::{Args, Parser, Subcommand, ValueEnum};

#[derive(Debug, Parser)]
#[command(
    name = "elektriker",
    version,
    about = "Website and web shop of an authorised electrician business in Copenhagen",
    long_about = "Website and web shop of an authorised electrician business in Copenhagen.\n\n\
        One binary: it serves server-rendered React pages, the JSON API and the embedded \
        assets. Every option can also be set through the environment variable shown.\n\
        Without a subcommand it serves the site (`elektriker serve`)."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub serve: ServeArgs,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the site (the default).
    Serve(ServeArgs),
    /// Apply database migrations and exit.
    Migrate(DatabaseArgs),
    /// Manage user accounts.
    #[command(subcommand)]
    User(UserCommand),
    /// Print what visitors sent as CSV: quote requests, contact messages or newsletter sign-ups.
    Export {
        #[arg(value_parser = ["quotes", "contacts", "newsletter"])]
        what: String,
        #[command(flatten)]
        database: DatabaseArgs,
    },
}

#[derive(Debug, Subcommand)]
pub enum UserCommand {
    /// Create an account (validated like the sign-up form).
    Create {
        #[arg(long)]
        email: String,
        /// 6 to 72 characters.
        #[arg(long, env = "USER_PASSWORD", hide_env_values = true)]
        password: String,
        #[arg(long, default_value = "Admin")]
        first_name: String,
        #[arg(long, default_value = "Bruger")]
        last_name: String,
        /// Also grant the admin role.
        #[arg(long)]
        admin: bool,
        #[command(flatten)]
        database: DatabaseArgs,
    },
    /// Grant the admin role to an existing account.
    GrantAdmin {
        email: String,
        #[command(flatten)]
        database: DatabaseArgs,
    },
}

#[derive(Debug, Clone, Args)]
pub struct DatabaseArgs {
    /// Database URL: sqlite://PATH (created on first start) or postgres://USER@HOST/DB.
    #[arg(long, env = "DATABASE_URL", default_value = "sqlite://data/site.db")]
    pub database_url: String,
}

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

    /// JavaScript render workers, each with its own engine (default: number of cores).
    #[arg(long, env = "RENDER_WORKERS")]
    pub render_workers: Option<usize>,

    /// Longest a page render may take before it is stopped, in milliseconds.
    #[arg(long, env = "RENDER_TIMEOUT_MS", default_value_t = 2000)]
    pub render_timeout_ms: u64,

    /// How long an anonymous page stays in the page cache, in seconds (0 disables it).
    #[arg(long, env = "PAGE_CACHE_TTL_SECS", default_value_t = 60)]
    pub page_cache_ttl_secs: u64,

    /// Shopify store domain (e.g. my-shop.myshopify.com). With the storefront token
    /// set, the shop is Shopify's; without, the local catalogue in the database.
    #[arg(long, env = "SHOPIFY_STORE_DOMAIN")]
    pub shopify_store_domain: Option<String>,

    /// Shopify Storefront API access token (stays on the server).
    #[arg(long, env = "SHOPIFY_STOREFRONT_TOKEN", hide_env_values = true)]
    pub shopify_storefront_token: Option<String>,

    /// Secret that signs Shopify's order webhooks (X-Shopify-Hmac-Sha256).
    #[arg(long, env = "SHOPIFY_WEBHOOK_SECRET", hide_env_values = true)]
    pub shopify_webhook_secret: Option<String>,

    /// Longest a call to the shop may take, in milliseconds.
    #[arg(long, env = "SHOP_TIMEOUT_MS", default_value_t = 4000)]
    pub shop_timeout_ms: u64,

    /// How long shop answers count as fresh, in seconds (then served stale while
    /// they are refreshed in the background).
    #[arg(long, env = "SHOP_CACHE_SECS", default_value_t = 60)]
    pub shop_cache_secs: u64,

    /// The password of the /coming-soon gate, checked on the server (unset: the gate
    /// stays closed).
    #[arg(long, env = "COMING_SOON_PASSWORD", hide_env_values = true)]
    pub coming_soon_password: Option<String>,

    /// Machine translation provider for the translation tools and for messages a
    /// language lacks: libretranslate, deepl or openai (any OpenAI-compatible
    /// chat-completions API, locally hosted models too). Unset: no machine translation.
    #[arg(long, env = "TRANSLATION_PROVIDER")]
    pub translation_provider: Option<String>,

    /// The provider's address (LibreTranslate: required; DeepL and OpenAI: their
    /// public API by default; OpenAI-compatible: the base URL ending in /v1).
    #[arg(long, env = "TRANSLATION_API_URL")]
    pub translation_api_url: Option<String>,

    /// The provider's API key.
    #[arg(long, env = "TRANSLATION_API_KEY", hide_env_values = true)]
    pub translation_api_key: Option<String>,

    /// The model, for OpenAI-compatible providers (default gpt-4o-mini).
    #[arg(long, env = "TRANSLATION_MODEL")]
    pub translation_model: Option<String>,

    /// Longest one call to the translation provider may take, in milliseconds.
    #[arg(long, env = "TRANSLATION_TIMEOUT_MS", default_value_t = 20000)]
    pub translation_timeout_ms: u64,

    /// Read the catalogues from this directory (laid out like `locales/`) instead of
    /// the embedded ones (development and tests).
    #[arg(long, env = "LOCALES_DIR", hide = true)]
    pub locales_dir: Option<std::path::PathBuf>,

    /// Render with this server bundle instead of the embedded one (development and
    /// tests: rebuild the app with `node app/build.mjs` without recompiling Rust).
    #[arg(long, env = "SERVER_BUNDLE", hide = true)]
    pub server_bundle: Option<std::path::PathBuf>,

    /// Adds `/__bench/prebuilt` (the home page served from memory), the upper limit
    /// that `make bench` compares against. Never needed in production.
    #[arg(long, env = "BENCH_ENDPOINTS", hide = true)]
    pub bench_endpoints: bool,

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

    pub fn render_timeout(&self) -> Duration {
        Duration::from_millis(self.render_timeout_ms)
    }

    pub fn page_cache_ttl(&self) -> Duration {
        Duration::from_secs(self.page_cache_ttl_secs)
    }

    /// Settings for tests: a free port, a given database, everything else default.
    pub fn for_tests(database_url: &str) -> ServeArgs {
        let cli = Cli::parse_from(["elektriker", "--port", "0", "--database-url", database_url]);
        cli.serve
    }
}
