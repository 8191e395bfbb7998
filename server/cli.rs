//! The `elektriker` command: serve the site (the default), apply migrations, manage
//! users, export what visitors sent. Each service's settings are its own clap
//! arguments, flattened into [`ServeArgs`].

use std::net::IpAddr;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::app::Application;
use crate::mail::MailSettings;
use crate::pages::RenderSettings;
use crate::platform::db::DatabaseArgs;
use crate::requests::RequestSettings;
use crate::shop::ShopSettings;
use crate::translation::ProviderSettings;

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

    #[command(flatten)]
    pub render: RenderSettings,

    #[command(flatten)]
    pub shop: ShopSettings,

    #[command(flatten)]
    pub requests: RequestSettings,

    #[command(flatten)]
    pub translation: ProviderSettings,

    #[command(flatten)]
    pub mail: MailSettings,

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
        let cli = Cli::parse_from(["elektriker", "--port", "0", "--database-url", database_url]);
        cli.serve
    }
}


pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let log_format = match &cli.command {
        Some(Command::Serve(args)) => args.log_format,
        _ => cli.serve.log_format,
    };
    init_tracing(log_format);

    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("tokio runtime");
    let result = runtime.block_on(async move {
        match cli.command {
            None => serve(cli.serve).await,
            Some(Command::Serve(args)) => serve(args).await,
            Some(Command::User(command)) => user(command).await,
            Some(Command::Export { what, database }) => {
                let db = crate::platform::db::connect(&database.database_url).await?;
                crate::platform::db::migrate(&db).await?;
                let mut out = std::io::stdout().lock();
                crate::requests::export::export_csv(&db, &what, &mut out).await
            }
            Some(Command::Migrate(args)) => {
                let db = crate::platform::db::connect(&args.database_url).await?;
                crate::platform::db::migrate(&db).await?;
                println!("migrations applied to {}", crate::platform::db::describe(&args.database_url));
                Ok(())
            }
        }
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

async fn user(command: UserCommand) -> anyhow::Result<()> {
    use crate::accounts::validation;
    let t = |key: &str| crate::i18n::Catalog::embedded().map(|c| c.t(crate::i18n::Lang::Da, key, None)).unwrap_or_default();
    match command {
        UserCommand::Create { email, password, first_name, last_name, admin, database } => {
            let input = validation::sign_up_checked(&first_name, &last_name, &email, &password).map_err(|errors| {
                let lines: Vec<String> = errors.0.iter().map(|(field, key)| format!("{field}: {}", t(key))).collect();
                anyhow::anyhow!("{}\n  {}", t("validation-invalid"), lines.join("\n  "))
            })?;
            let db = crate::platform::db::connect(&database.database_url).await?;
            crate::platform::db::migrate(&db).await?;
            match crate::accounts::create_user(&db, &crate::accounts::password::Hasher::default(), &input, admin).await {
                Ok(id) => {
                    crate::accounts::users::mark_email_verified(&db, &id).await?;
                    println!("created {} (id {id}){}", input.email.as_str(), if admin { " with the admin role" } else { "" });
                    Ok(())
                }
                Err(crate::accounts::CreateUserError::EmailTaken) => anyhow::bail!("{}", t("auth-email-taken")),
                Err(crate::accounts::CreateUserError::Other(error)) => Err(error),
            }
        }
        UserCommand::GrantAdmin { email, database } => {
            let email = validation::Email::parse(&email).map_err(|key| anyhow::anyhow!("{}", t(key)))?;
            let db = crate::platform::db::connect(&database.database_url).await?;
            crate::platform::db::migrate(&db).await?;
            if crate::accounts::grant_admin(&db, &email).await? {
                println!("{} now has the admin role", email.as_str());
                Ok(())
            } else {
                anyhow::bail!("no account with the email {}", email.as_str())
            }
        }
    }
}

async fn serve(args: ServeArgs) -> anyhow::Result<()> {
    let app = Application::build(args).await?;
    app.run_until_stopped().await
}

fn init_tracing(format: LogFormat) {
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,tower_http=info,sqlx=warn"));
    use std::io::IsTerminal;
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none());
    match format {
        LogFormat::Json => builder.json().init(),
        LogFormat::Human => builder.init(),
    }
}
