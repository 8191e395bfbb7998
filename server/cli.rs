//! The `elektriker` command: serve the site (the default), apply migrations, manage
//! users, export what visitors sent. Each service's settings are its own clap
//! arguments, flattened into [`ServeArgs`].

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::app::Application;
use crate::platform::db::DatabaseArgs;
use crate::settings::{LogFormat, ServeArgs};

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
    /// Add generated products to the local shop's catalogue (after the demo's), for
    /// benchmarks and trials of a catalogue of realistic size.
    #[command(hide = true)]
    GenerateCatalogue {
        /// How many products.
        #[arg(long, default_value_t = 20_000)]
        products: usize,
        /// With each product's legal facts (kind, energy class, maker, warnings) and
        /// 90 days of price history, every fifth reduced.
        #[arg(long)]
        facts: bool,
        #[command(flatten)]
        database: DatabaseArgs,
    },
    /// The local shop's catalogue as a product CSV in Shopify's format: export it, or
    /// import one (each product created or updated by its handle; all or nothing).
    #[command(subcommand)]
    Catalogue(CatalogueCommand),
    /// Copy the SQLite database to a file while the site runs: a consistent snapshot,
    /// checked (integrity_check, row counts) before it gets its name. For PostgreSQL
    /// use pg_dump.
    Backup {
        /// The backup file to write (refused if it exists, unless --force).
        #[arg(long, value_name = "FILE")]
        to: std::path::PathBuf,
        /// Replace the file if it exists.
        #[arg(long)]
        force: bool,
        #[command(flatten)]
        database: DatabaseArgs,
    },
    /// An order's money: mark it sent (drawing an online payment), or refund it. Reads
    /// the same settings as the server (database, payment provider, mail).
    #[command(subcommand)]
    Order(OrderCommand),
    /// The bookkeeper's vouchers: a period's invoices and credit notes.
    #[command(subcommand)]
    Invoices(InvoicesCommand),
    /// The durable job queue (bookkeeping hand-offs, …): list what failed or waits,
    /// and put a job back.
    #[command(subcommand)]
    Jobs(JobsCommand),
    /// The bookkeeping system (BOOKKEEPING=e-conomic): hand over every document it
    /// does not have yet.
    #[command(subcommand)]
    Bookkeeping(BookkeepingCommand),
    /// Replace the SQLite database with a backup, with the site stopped; then apply
    /// the migrations the backup lacks. The previous database is kept beside it.
    Restore {
        /// The backup file (made by `elektriker backup`).
        #[arg(long, value_name = "FILE")]
        from: std::path::PathBuf,
        #[command(flatten)]
        database: DatabaseArgs,
    },
}

#[derive(Debug, Subcommand)]
pub enum InvoicesCommand {
    /// Writes a period's invoices and credit notes as one ZIP: each PDF, and
    /// ledger.csv (number, date, customer, net, VAT, gross, payment; a credit note's
    /// amounts negative) for the accounting system.
    Export {
        /// The first day (YYYY-MM-DD, Copenhagen).
        #[arg(long, value_name = "YYYY-MM-DD")]
        from: String,
        /// The last day, included.
        #[arg(long, value_name = "YYYY-MM-DD")]
        to: String,
        /// Where to write the ZIP.
        #[arg(long, value_name = "FILE.zip")]
        out: std::path::PathBuf,
        #[command(flatten)]
        serve: Box<ServeArgs>,
    },
}

#[derive(Debug, Subcommand)]
pub enum JobsCommand {
    /// One line per job, tab-separated: id, kind, state, attempts, what it is about,
    /// the last error. Failed, running and waiting jobs without --state.
    List {
        /// waiting, running, done or failed.
        #[arg(long)]
        state: Option<String>,
        /// mail, payment, bookkeeping or e_invoice (every kind without it).
        #[arg(long)]
        kind: Option<String>,
        #[command(flatten)]
        database: DatabaseArgs,
    },
    /// Puts a failed job back in the queue, due now with fresh attempts (a running
    /// instance does it).
    Retry {
        id: String,
        #[command(flatten)]
        database: DatabaseArgs,
    },
}

#[derive(Debug, Subcommand)]
pub enum BookkeepingCommand {
    /// Queues every invoice and credit note the bookkeeping system does not have
    /// (issued on or after --from), puts failed hand-offs back, and hands them over
    /// now. Idempotent: a document is booked once. Exits with 1 when any failed.
    Sync {
        /// The first day (YYYY-MM-DD, Copenhagen); every document without it.
        #[arg(long, value_name = "YYYY-MM-DD")]
        from: Option<String>,
        #[command(flatten)]
        serve: Box<ServeArgs>,
    },
}

#[derive(Debug, Subcommand)]
pub enum OrderCommand {
    /// The goods left (or were collected): draws the authorised amount of an order paid
    /// online, marks it sent and mails the customer.
    Ship {
        number: String,
        /// The parcel's tracking number.
        #[arg(long)]
        tracking: Option<String>,
        /// The carrier (PostNord, GLS, DAO, …).
        #[arg(long)]
        carrier: Option<String>,
        #[command(flatten)]
        serve: Box<ServeArgs>,
    },
    /// The goods reached the customer (the day the withdrawal period runs from: 14
    /// days); today without --on.
    Delivered {
        number: String,
        /// The day, as YYYY-MM-DD (not before the order was sent, not in the future).
        #[arg(long)]
        on: Option<String>,
        #[command(flatten)]
        serve: Box<ServeArgs>,
    },
    /// Gives money of a captured online payment back (all that is left without
    /// --amount) and mails the customer.
    Refund {
        number: String,
        /// Kroner, e.g. 149.50 or 149,50.
        #[arg(long)]
        amount: Option<String>,
        /// Why (kept with the refund and in the provider's metadata).
        #[arg(long, default_value = "Refunderet af operatør")]
        reason: String,
        #[command(flatten)]
        serve: Box<ServeArgs>,
    },
}

#[derive(Debug, Subcommand)]
pub enum CatalogueCommand {
    /// Import a product CSV (Shopify's export format, plus our `Collection` column).
    /// Prints what changed and each error by line and column; exits with 1 when there
    /// were errors (then nothing is written).
    Import {
        /// The CSV file (at most 100 MB).
        file: std::path::PathBuf,
        /// Check the file and say what would change, without writing anything.
        #[arg(long)]
        dry_run: bool,
        #[command(flatten)]
        database: DatabaseArgs,
    },
    /// List every product (active and draft) that lacks what the law asks of its kind
    /// (the energy class and EPREL number of a light source, the maker's name and
    /// addresses, Danish safety information): one line each, tab-separated handle,
    /// status and what is missing. Exits with 1 when any product lacks something.
    Check {
        #[command(flatten)]
        database: DatabaseArgs,
    },
    /// Export every product (active and draft) as a product CSV in Shopify's format.
    Export {
        /// The file to write (standard output without).
        #[arg(long, value_name = "FILE")]
        to: Option<std::path::PathBuf>,
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

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let log_format = match &cli.command {
        Some(Command::Serve(args)) => args.log_format,
        _ => cli.serve.log_format,
    };
    // The server logs to standard output (where a service manager or a container
    // collects it); the other commands to standard error, since their standard output
    // is what they make (`catalogue export > katalog.csv`).
    let serving = matches!(&cli.command, None | Some(Command::Serve(_)));
    init_tracing(log_format, serving);

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
            Some(Command::GenerateCatalogue { products, facts, database }) => {
                let db = crate::platform::db::connect(&database.database_url).await?;
                crate::platform::db::migrate(&db).await?;
                crate::shop::local::LocalShop::new(db.clone()).seed_if_empty().await?;
                let added = crate::shop::generated::seed_with(&db, products, facts).await?;
                println!("{added} generated products added to {}", crate::platform::db::describe(&database.database_url));
                Ok(())
            }
            Some(Command::Catalogue(command)) => catalogue(command).await,
            Some(Command::Order(command)) => order(command).await,
            Some(Command::Invoices(command)) => invoices(command).await,
            Some(Command::Jobs(command)) => jobs(command).await,
            Some(Command::Bookkeeping(command)) => bookkeeping(command).await,
            Some(Command::Backup { to, force, database }) => {
                let report = crate::platform::backup::backup(&database.database_url, &to, force).await?;
                print!("{report}");
                Ok(())
            }
            Some(Command::Restore { from, database }) => {
                crate::platform::backup::restore(&database.database_url, &from).await
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

async fn catalogue(command: CatalogueCommand) -> anyhow::Result<()> {
    use std::io::Write;
    let database = match &command {
        CatalogueCommand::Import { database, .. } | CatalogueCommand::Export { database, .. } | CatalogueCommand::Check { database } => database,
    };
    let db = crate::platform::db::connect(&database.database_url).await?;
    crate::platform::db::migrate(&db).await?;
    crate::shop::local::LocalShop::new(db.clone()).seed_if_empty().await?;
    match command {
        CatalogueCommand::Check { .. } => {
            let lacking = crate::shop::catalogue::lacking(&db).await?;
            let total: i64 = sqlx::query_scalar("select count(*) from shop_products").fetch_one(&db).await?;
            let mut out = std::io::BufWriter::new(std::io::stdout().lock());
            for (handle, status, missing) in &lacking {
                let what: Vec<&str> = missing.iter().map(|m| m.describe()).collect();
                writeln!(out, "{handle}\t{status}\t{}", what.join("; "))?;
            }
            out.flush()?;
            eprintln!("{} of {total} products lack what the law asks of their kind", lacking.len());
            if lacking.is_empty() { Ok(()) } else { std::process::exit(1) }
        }
        CatalogueCommand::Export { to: Some(path), .. } => {
            // Written beside the file and renamed: never half a catalogue under its name.
            let partial = path.with_extension("partial");
            let mut out = std::io::BufWriter::new(std::fs::File::create(&partial)?);
            let count = crate::shop::csv::export(&db, &mut out).await?;
            out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
            std::fs::rename(&partial, &path)?;
            eprintln!("{count} products written to {}", path.display());
            Ok(())
        }
        CatalogueCommand::Export { to: None, .. } => {
            let mut out = std::io::BufWriter::new(std::io::stdout().lock());
            crate::shop::csv::export(&db, &mut out).await?;
            out.flush()?;
            Ok(())
        }
        CatalogueCommand::Import { file, dry_run, .. } => {
            let size = std::fs::metadata(&file)?.len();
            anyhow::ensure!(size <= crate::shop::csv::MAX_BYTES as u64, "{} is larger than 100 MB", file.display());
            // Read as it is imported: the file is never held whole.
            let input = std::fs::File::open(&file)?;
            let who = std::env::var("USER").or_else(|_| std::env::var("LOGNAME")).unwrap_or_else(|_| "cli".to_owned());
            let actor = crate::shop::catalogue::Actor { who: &who, how: "cli", at_ms: crate::platform::Clock::system().unix_ms() };
            let report = crate::shop::csv::import(&db, input, dry_run, &actor).await?;
            print!("{}", import_report(&report));
            if report.written && report.changed_count > 0 {
                // The running instances on PostgreSQL read the changed products afresh.
                // A site on SQLite hears nothing (no channel between processes): its
                // cached pages of these products stay until it restarts.
                let changes = crate::platform::Changes::shared(&db);
                // `changed` lists them all here (it stops at the first thousand).
                if report.changed_count <= 100 {
                    for product in &report.changed {
                        changes.publish_product(&product.handle, &product.collections).await;
                    }
                } else {
                    changes.publish(crate::platform::changes::PRODUCTS_TOPIC).await;
                }
            }
            anyhow::ensure!(report.error_count == 0, "{} errors: nothing was written", report.error_count);
            Ok(())
        }
    }
}

/// An import's report in English (the back office words it with Fluent).
fn import_report(report: &crate::shop::csv::ImportReport) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let verb = if report.written { "written" } else if report.dry_run && report.error_count == 0 { "dry run, nothing written" } else { "nothing written" };
    let _ = writeln!(
        out,
        "{} rows, {} products ({verb}): {} created, {} updated, {} unchanged; {} variants, {} images",
        report.rows, report.products, report.created, report.updated, report.unchanged, report.variants, report.images
    );
    for item in &report.not_imported {
        let _ = writeln!(out, "line {}, column {}: not imported: {} ({})", item.line, item.column, item.value, english(&item.reason, None));
    }
    for error in &report.errors {
        let message = english(&error.error, error.arg.as_deref());
        match (error.line, error.column.as_str()) {
            (0, _) => writeln!(out, "{message}"),
            (line, "") => writeln!(out, "line {line}: {message}"),
            (line, column) => writeln!(out, "line {line}, column {column}: {message}"),
        }
        .unwrap_or_default();
    }
    if report.error_count > report.errors.len() {
        let _ = writeln!(out, "... and {} more errors", report.error_count - report.errors.len());
    }
    out
}

/// An import's message in English, from the shipped catalogue (the back office shows
/// the same messages in the administrator's language).
fn english(id: &str, arg: Option<&str>) -> String {
    static CATALOG: std::sync::LazyLock<Option<crate::i18n::Catalog>> =
        std::sync::LazyLock::new(|| crate::i18n::Catalog::embedded().ok());
    let mut args = fluent_bundle::FluentArgs::new();
    if let Some(arg) = arg {
        args.set("arg", arg.to_owned());
    }
    CATALOG.as_ref().and_then(|catalog| catalog.plain(crate::i18n::Lang::En, id, &args)).unwrap_or_else(|| match arg {
        Some(arg) => format!("{id} ({arg})"),
        None => id.to_owned(),
    })
}

/// Kroner as typed ("149", "149.50", "149,50") in øre.
pub fn kroner_to_ore(text: &str) -> Option<i64> {
    let text = text.trim().replace(',', ".");
    let (whole, part) = text.split_once('.').unwrap_or((&text, ""));
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) || part.len() > 2 || !part.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let whole: i64 = whole.parse().ok()?;
    let part: i64 = if part.is_empty() { 0 } else { format!("{part:0<2}").parse().ok()? };
    whole.checked_mul(100)?.checked_add(part).filter(|ore| *ore > 0)
}

async fn order(command: OrderCommand) -> anyhow::Result<()> {
    if let OrderCommand::Delivered { number, on, serve } = &command {
        return delivered(number, on.as_deref(), serve).await;
    }
    let args = match &command {
        OrderCommand::Ship { serve, .. } | OrderCommand::Refund { serve, .. } | OrderCommand::Delivered { serve, .. } => serve.as_ref().clone(),
    };
    let payments = crate::app::payments_of(&args).await?;
    let who = operator();
    match command {
        OrderCommand::Ship { number, tracking, carrier, .. } => {
            let marked = payments.ship(&number, &who, tracking.as_deref(), carrier.as_deref(), None).await.map_err(|e| anyhow::anyhow!("{number}: {e}"))?;
            let captured: i64 = payments.of_order(&number).await?.iter().map(|p| p.captured_minor).sum();
            println!("{number}: {}{}", if marked { "marked as sent" } else { "was already sent" }, if captured > 0 { format!(", {} drawn", crate::i18n::format::money(captured, "DKK", crate::i18n::Lang::En)) } else { String::new() });
            Ok(())
        }
        OrderCommand::Refund { number, amount, reason, .. } => {
            let amount = match amount.as_deref() {
                Some(text) => Some(kroner_to_ore(text).ok_or_else(|| anyhow::anyhow!("--amount {text:?} is not an amount of kroner"))?),
                None => None,
            };
            // One refund per run: a key of its own.
            let key = hex::encode(rand::random::<[u8; 8]>());
            let refunded = payments.refund(&number, amount, &reason, &who, &key).await.map_err(|e| anyhow::anyhow!("{number}: {e}"))?;
            println!("{number}: refunded, {} in all", crate::i18n::format::money(refunded, "DKK", crate::i18n::Lang::En));
            Ok(())
        }
        OrderCommand::Delivered { .. } => unreachable!("handled above"),
    }
}

/// Who runs a command: the operator's login, marked as the command line.
fn operator() -> String {
    let who = std::env::var("USER").or_else(|_| std::env::var("LOGNAME")).unwrap_or_else(|_| "cli".to_owned());
    format!("{who} (command line)")
}

async fn delivered(number: &str, on: Option<&str>, serve: &ServeArgs) -> anyhow::Result<()> {
    let withdrawals = crate::app::withdrawals_of(serve).await?;
    let on = match on {
        Some(text) => crate::documents::ledger::day(text).ok_or_else(|| anyhow::anyhow!("--on {text:?} is not a date as YYYY-MM-DD"))?,
        None => crate::platform::Clock::system().copenhagen_today(),
    };
    match withdrawals.mark_delivered(number, on, &operator()).await? {
        crate::withdrawal::Delivered::Marked { ends_on } => {
            println!("{number}: delivered on {on}; the withdrawal period ends on {ends_on}");
            Ok(())
        }
        crate::withdrawal::Delivered::NotFound => anyhow::bail!("{number}: no such order"),
        crate::withdrawal::Delivered::NotSent => anyhow::bail!("{number}: not sent yet (mark it sent first: elektriker order ship {number})"),
        crate::withdrawal::Delivered::BadDate => anyhow::bail!("{number}: {on} is before the order was sent, or in the future"),
    }
}

async fn invoices(command: InvoicesCommand) -> anyhow::Result<()> {
    let InvoicesCommand::Export { from, to, out, serve } = command;
    let day = |text: &str, flag: &str| {
        crate::documents::ledger::day(text).ok_or_else(|| anyhow::anyhow!("--{flag} {text:?} is not a date as YYYY-MM-DD"))
    };
    let (first, last) = (day(&from, "from")?, day(&to, "to")?);
    anyhow::ensure!(first <= last, "--from {from} is after --to {to}");
    let payments = crate::app::payments_of(&serve).await?;
    let documents = payments.documents();
    let ledger = documents.ledger(first, last).await?;
    let zip = documents.export(first, last, crate::i18n::Lang::Da).await?;
    std::fs::write(&out, &zip).map_err(|e| anyhow::anyhow!("writing {}: {e}", out.display()))?;
    let kr = |ore: i64| crate::i18n::format::money(ore, "DKK", crate::i18n::Lang::En);
    println!(
        "{}: {} invoices, {} credit notes; net {}, VAT {}, gross {} (credit notes deducted)",
        out.display(),
        ledger.invoices.count,
        ledger.credit_notes.count,
        kr(ledger.balance.net),
        kr(ledger.balance.vat),
        kr(ledger.balance.gross)
    );
    Ok(())
}

async fn jobs(command: JobsCommand) -> anyhow::Result<()> {
    use std::io::Write;
    let database = match &command {
        JobsCommand::List { database, .. } | JobsCommand::Retry { database, .. } => database,
    };
    let db = crate::platform::db::connect(&database.database_url).await?;
    crate::platform::db::migrate(&db).await?;
    let jobs = crate::jobs::Jobs::new(db, crate::platform::Clock::system(), crate::jobs::Pacing::default());
    match command {
        JobsCommand::List { state, kind, .. } => {
            let state = match state.as_deref() {
                Some(text) => Some(crate::jobs::State::from_code(text).ok_or_else(|| anyhow::anyhow!("--state {text:?}: waiting, running, done or failed"))?),
                None => None,
            };
            let kind = match kind.as_deref() {
                Some(text) => {
                    Some(crate::jobs::Kind::from_code(text).ok_or_else(|| anyhow::anyhow!("--kind {text:?}: mail, payment, bookkeeping or e_invoice"))?)
                }
                None => None,
            };
            let mut listed = jobs.list(&crate::jobs::Filter { state, kind, limit: 1000 }).await?;
            if state.is_none() {
                listed.retain(|job| job.state != crate::jobs::State::Done);
            }
            let mut out = std::io::stdout().lock();
            for job in listed {
                writeln!(
                    out,
                    "{}\t{}\t{}\t{}\t{}\t{}",
                    job.id,
                    job.kind.code(),
                    job.state.code(),
                    job.attempts,
                    job.key,
                    job.last_error.unwrap_or_default().replace(['\t', '\n'], " ")
                )?;
            }
            Ok(())
        }
        JobsCommand::Retry { id, .. } => {
            let Some(job) = jobs.get(&id).await? else { anyhow::bail!("no job {id}") };
            anyhow::ensure!(jobs.retry(&id).await?, "job {id} is {}: only a failed or waiting job can be put back", job.state.code());
            println!("{id}: queued again ({} {})", job.kind.code(), job.key);
            Ok(())
        }
    }
}

async fn bookkeeping(command: BookkeepingCommand) -> anyhow::Result<()> {
    let BookkeepingCommand::Sync { from, serve } = command;
    let from = match from.as_deref() {
        Some(text) => Some(crate::documents::ledger::day(text).ok_or_else(|| anyhow::anyhow!("--from {text:?} is not a date as YYYY-MM-DD"))?),
        None => None,
    };
    let Some(books) = serve.bookkeeping.books()? else { anyhow::bail!("no bookkeeping system is set: BOOKKEEPING=e-conomic and its settings") };
    if let Err(crate::bookkeeping::Fault::Lasting(message) | crate::bookkeeping::Fault::Passing { error: message, .. }) = books.check().await {
        anyhow::bail!("{} ({}): {message}", books.system(), "the settings were checked against the agreement");
    }
    let payments = crate::app::payments_of(&serve).await?;
    let jobs = payments.documents().books().cloned().ok_or_else(|| anyhow::anyhow!("the documents have no queue"))?;
    let bookkeeping = crate::bookkeeping::Bookkeeping::new(books, payments.documents().clone(), jobs.clone(), payments.db.clone());
    bookkeeping.register();
    let queued = bookkeeping.sync(from).await?;
    // Hands over what is due now; what waits for a retry is the server's.
    while jobs.run_one().await? {}
    let (counts, _) = jobs.counts().await?;
    let count = |state| counts.iter().filter(|(k, s, _)| *k == crate::jobs::Kind::Bookkeeping && *s == state).map(|(_, _, n)| n).sum::<i64>();
    let left = payments.documents().not_booked(from).await?.len();
    println!(
        "{queued} queued; {} documents not in {} yet ({} waiting for a retry, {} failed)",
        left,
        bookkeeping.system(),
        count(crate::jobs::State::Waiting),
        count(crate::jobs::State::Failed)
    );
    anyhow::ensure!(count(crate::jobs::State::Failed) == 0, "some hand-offs failed: elektriker jobs list --state failed");
    Ok(())
}

async fn serve(args: ServeArgs) -> anyhow::Result<()> {
    let app = Application::build(args).await?;
    app.run_until_stopped().await
}

fn init_tracing(format: LogFormat, to_stdout: bool) {
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,tower_http=info,sqlx=warn"));
    use std::io::IsTerminal;
    let terminal = if to_stdout { std::io::stdout().is_terminal() } else { std::io::stderr().is_terminal() };
    let writer = tracing_subscriber::fmt::writer::BoxMakeWriter::new(move || -> Box<dyn std::io::Write> {
        if to_stdout { Box::new(std::io::stdout()) } else { Box::new(std::io::stderr()) }
    });
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(writer)
        .with_ansi(terminal && std::env::var_os("NO_COLOR").is_none());
    match format {
        LogFormat::Json => builder.json().init(),
        LogFormat::Human => builder.init(),
    }
}
