//! The `elektriker` command.

use std::process::ExitCode;

use clap::Parser;

use crate::config::{Cli, Command, LogFormat, UserCommand};
use crate::startup::Application;

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
                let db = crate::db::connect(&database.database_url).await?;
                crate::db::migrate(&db).await?;
                let mut out = std::io::stdout().lock();
                crate::forms::export_csv(&db, &what, &mut out).await
            }
            Some(Command::Migrate(args)) => {
                let db = crate::db::connect(&args.database_url).await?;
                crate::db::migrate(&db).await?;
                println!("migrations applied to {}", crate::db::describe(&args.database_url));
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
    use crate::auth::validation;
    let t = |key: &str| crate::i18n::Catalog::embedded().map(|c| c.t(crate::i18n::Lang::Da, key, None)).unwrap_or_default();
    match command {
        UserCommand::Create { email, password, first_name, last_name, admin, database } => {
            let input = validation::sign_up(&first_name, &last_name, &email, &password).map_err(|errors| {
                let lines: Vec<String> = errors.0.iter().map(|(field, key)| format!("{field}: {}", t(key))).collect();
                anyhow::anyhow!("{}\n  {}", t("validation-invalid"), lines.join("\n  "))
            })?;
            let db = crate::db::connect(&database.database_url).await?;
            crate::db::migrate(&db).await?;
            match crate::auth::create_user(&db, &input, admin).await {
                Ok(id) => {
                    println!("created {} (id {id}){}", input.email.as_str(), if admin { " with the admin role" } else { "" });
                    Ok(())
                }
                Err(crate::auth::CreateUserError::EmailTaken) => anyhow::bail!("{}", t("auth-email-taken")),
                Err(crate::auth::CreateUserError::Other(error)) => Err(error),
            }
        }
        UserCommand::GrantAdmin { email, database } => {
            let email = validation::Email::parse(&email).map_err(|key| anyhow::anyhow!("{}", t(key)))?;
            let db = crate::db::connect(&database.database_url).await?;
            crate::db::migrate(&db).await?;
            if crate::auth::grant_admin(&db, &email).await? {
                println!("{} now has the admin role", email.as_str());
                Ok(())
            } else {
                anyhow::bail!("no account with the email {}", email.as_str())
            }
        }
    }
}

async fn serve(args: crate::config::ServeArgs) -> anyhow::Result<()> {
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
