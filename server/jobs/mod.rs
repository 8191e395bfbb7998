//! One durable queue for what the shop does later (`jobs`): a job is inserted in the
//! transaction of what causes it ([`enqueue`], on the caller's connection), so it
//! exists exactly when its cause does; it is claimed by one worker at a time across
//! instances (PostgreSQL's `for update skip locked`; SQLite's write lock), held under
//! a lease (a worker that dies leaves it due again when the lease ends), retried with
//! exponential backoff and jitter while the fault is passing (a timeout, 429 with its
//! `Retry-After`, 5xx) and stopped with its reason when it is not (another 4xx, or
//! too many attempts). Done and failed jobs are kept with their attempts and last
//! error: the back office lists them and "Prøv igen" puts a failed one back.
//!
//! A job's work is a [`Handler`], one per [`Kind`]. Work is done at least once, so a
//! handler is idempotent: it asks its service whether the work was done before doing
//! it again (the bookkeeping hand-off looks for its entry first).

use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use serde::Serialize;
use ts_rs::TS;

use crate::platform::db::{Backend, backend};
use crate::platform::{Clock, Db};

/// What a job does: one handler each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "JobKind")]
pub enum Kind {
    /// An invoice or credit note handed to the bookkeeping system.
    Bookkeeping,
    /// An EAN customer's invoice or credit note sent through a Peppol access point.
    EInvoice,
    /// A composed mail (`mail_outbox`) sent.
    Mail,
    /// An online payment followed at its provider until it is settled: a page left
    /// open asked about, an attempt never made closed, an authorisation about to run
    /// out made known to the business.
    Payment,
}

impl Kind {
    pub const ALL: [Kind; 4] = [Kind::Bookkeeping, Kind::EInvoice, Kind::Mail, Kind::Payment];

    pub fn code(self) -> &'static str {
        match self {
            Kind::Bookkeeping => "bookkeeping",
            Kind::EInvoice => "e_invoice",
            Kind::Mail => "mail",
            Kind::Payment => "payment",
        }
    }

    pub fn from_code(code: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|kind| kind.code() == code)
    }
}

/// Where a job stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "JobState")]
pub enum State {
    /// Due at `run_at` (now, or after a backoff).
    Waiting,
    /// A worker holds it until `run_at`.
    Running,
    Done,
    /// Stopped: its last error says why. "Prøv igen" puts it back.
    Failed,
}

impl State {
    pub const ALL: [State; 4] = [State::Waiting, State::Running, State::Done, State::Failed];

    pub fn code(self) -> &'static str {
        match self {
            State::Waiting => "waiting",
            State::Running => "running",
            State::Done => "done",
            State::Failed => "failed",
        }
    }

    pub fn from_code(code: &str) -> Option<State> {
        State::ALL.into_iter().find(|state| state.code() == code)
    }
}

/// A job as the queue keeps it.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Job {
    pub id: String,
    pub kind: Kind,
    /// What it is about (`bookkeeping:<document id>`).
    pub key: String,
    #[ts(type = "unknown")]
    pub payload: serde_json::Value,
    pub state: State,
    pub attempts: i64,
    /// Waiting: when it is due; running: when its lease ends (Unix ms).
    pub run_at: i64,
    pub last_error: Option<String>,
    #[ts(type = "unknown")]
    pub result: Option<serde_json::Value>,
    pub created_ms: i64,
    pub updated_ms: i64,
    pub finished_ms: Option<i64>,
}

/// How a run of a job ended.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// Done; what it left behind (kept with the job).
    Done(Option<serde_json::Value>),
    /// A passing fault: try again after the backoff, or after `after` when the other
    /// side said (`Retry-After`), whichever is later.
    Retry { error: String, after: Option<Duration> },
    /// A fault trying again will not mend (a 4xx, a setting that is wrong): failed
    /// with this reason until someone retries it.
    Stop(String),
    /// Nothing wrong, nothing to do yet (a payment page still open): due again after
    /// this long, its attempts counted afresh.
    Again(Duration),
}

/// Why a call to another service failed, as a job's handler sorts it.
#[derive(Debug, Clone, PartialEq)]
pub enum Fault {
    /// It may go next time (a timeout, 429, 5xx): after `after` when the service said.
    Passing { error: String, after: Option<Duration> },
    /// Trying again will not mend it (wrong credentials, a refused request): the reason.
    Lasting(String),
}

/// How long a service's answer asks to wait before the next try (`Retry-After` in
/// seconds), for [`Fault::Passing`].
pub fn retry_after(headers: &reqwest::header::HeaderMap) -> Option<Duration> {
    headers.get(reqwest::header::RETRY_AFTER).and_then(|v| v.to_str().ok()).and_then(|v| v.trim().parse::<u64>().ok()).map(Duration::from_secs)
}

impl From<Fault> for Outcome {
    fn from(fault: Fault) -> Outcome {
        match fault {
            Fault::Passing { error, after } => Outcome::Retry { error, after },
            Fault::Lasting(error) => Outcome::Stop(error),
        }
    }
}

impl Outcome {
    pub fn retry(error: impl Into<String>) -> Outcome {
        Outcome::Retry { error: error.into(), after: None }
    }
}

pub type Running<'a> = Pin<Box<dyn Future<Output = Outcome> + Send + 'a>>;

/// The work of one kind of job.
pub trait Handler: Send + Sync {
    fn run<'a>(&'a self, job: &'a Job) -> Running<'a>;

    /// Its own pacing (mail's retries keep their own settings); the queue's otherwise.
    fn pacing(&self) -> Option<Pacing> {
        None
    }
}

/// How the queue paces itself.
#[derive(Debug, Clone)]
pub struct Pacing {
    /// Workers in this instance.
    pub workers: usize,
    /// How often an idle worker looks for due work (work queued here wakes it at once).
    pub poll: Duration,
    /// How long a worker holds a job before another may take it.
    pub lease: Duration,
    /// The first retry's delay; each next one `growth` times longer, up to `max_delay`.
    pub base_delay: Duration,
    pub growth: u32,
    pub max_delay: Duration,
    /// After this many attempts a passing fault stops the job too.
    pub max_attempts: i64,
}

impl Default for Pacing {
    fn default() -> Pacing {
        Pacing {
            workers: 2,
            poll: Duration::from_secs(1),
            lease: Duration::from_secs(300),
            base_delay: Duration::from_secs(2),
            growth: 2,
            max_delay: Duration::from_secs(3600),
            max_attempts: 12,
        }
    }
}

impl Pacing {
    /// The delay before attempt `attempts + 1`: `base · growth^(attempts − 1)` capped,
    /// drawn between its half and itself (jitter, so that jobs failing together do not
    /// come back together), and never before the other side asked.
    pub fn delay(&self, attempts: i64, asked: Option<Duration>) -> Duration {
        let exponent = (attempts.max(1) - 1).min(30) as u32;
        let full = self.base_delay.saturating_mul(self.growth.max(1).saturating_pow(exponent)).min(self.max_delay);
        let half = full / 2;
        let jittered = half + full.saturating_sub(half).mul_f64(rand::random::<f64>());
        asked.map_or(jittered, |asked| jittered.max(asked))
    }
}

/// How an instance runs the queue (`JOBS_*`).
#[derive(Debug, Clone, clap::Args)]
pub struct JobSettings {
    /// Workers doing queued jobs in this instance, for each kind of job (0: none; other
    /// instances do them).
    #[arg(long, env = "JOBS_WORKERS", default_value_t = 2)]
    pub jobs_workers: usize,

    /// How often an idle worker looks for due jobs, in milliseconds (jobs queued by
    /// this instance wake it at once).
    #[arg(long, env = "JOBS_POLL_MS", default_value_t = 1000)]
    pub jobs_poll_ms: u64,

    /// How long a worker holds a job before another instance may take it over (a
    /// worker that died), in milliseconds.
    #[arg(long, env = "JOBS_LEASE_MS", default_value_t = 300_000)]
    pub jobs_lease_ms: u64,

    /// The first retry's delay in milliseconds; each next one doubles, up to an hour.
    #[arg(long, env = "JOBS_RETRY_BASE_MS", default_value_t = 2000)]
    pub jobs_retry_base_ms: u64,

    /// After this many attempts a job that keeps failing stops.
    #[arg(long, env = "JOBS_MAX_ATTEMPTS", default_value_t = 12)]
    pub jobs_max_attempts: i64,
}

impl JobSettings {
    pub fn pacing(&self) -> Pacing {
        Pacing {
            workers: self.jobs_workers,
            poll: Duration::from_millis(self.jobs_poll_ms.max(10)),
            lease: Duration::from_millis(self.jobs_lease_ms.max(100)),
            base_delay: Duration::from_millis(self.jobs_retry_base_ms.max(1)),
            growth: 2,
            max_delay: Duration::from_secs(3600),
            max_attempts: self.jobs_max_attempts.max(1),
        }
    }
}

/// The queue: where jobs are stored, who does them, and the clock they are due by.
#[derive(Clone)]
pub struct Jobs {
    db: Db,
    clock: Clock,
    pacing: Arc<Pacing>,
    handlers: Arc<std::sync::RwLock<HashMap<Kind, Arc<dyn Handler>>>>,
    /// One per kind (`Kind::ALL`'s order): work queued here wakes its own lane.
    wake: Arc<[tokio::sync::Notify; 4]>,
}

const COLUMNS: &str = "id, kind, key, payload, state, attempts, run_at, last_error, result, created_ms, updated_ms, finished_ms";

type Row = (String, String, String, String, String, i64, i64, Option<String>, Option<String>, i64, i64, Option<i64>);

fn job_of(row: Row) -> Option<Job> {
    let (id, kind, key, payload, state, attempts, run_at, last_error, result, created_ms, updated_ms, finished_ms) = row;
    Some(Job {
        id,
        kind: Kind::from_code(&kind)?,
        key,
        payload: serde_json::from_str(&payload).unwrap_or(serde_json::Value::Null),
        state: State::from_code(&state)?,
        attempts,
        run_at,
        last_error,
        result: result.and_then(|r| serde_json::from_str(&r).ok()),
        created_ms,
        updated_ms,
        finished_ms,
    })
}

/// Queues a job on the caller's connection (its transaction): `false` when a job with
/// this key exists already (the same cause queued twice is one job).
pub async fn enqueue(conn: &mut sqlx::AnyConnection, now_ms: i64, kind: Kind, key: &str, payload: &serde_json::Value) -> Result<bool, sqlx::Error> {
    enqueue_at(conn, now_ms, now_ms, kind, key, payload).await
}

/// As [`enqueue`], due at `run_at` (Unix ms) rather than now.
pub async fn enqueue_at(
    conn: &mut sqlx::AnyConnection,
    now_ms: i64,
    run_at: i64,
    kind: Kind,
    key: &str,
    payload: &serde_json::Value,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "insert into jobs (id, kind, key, payload, state, attempts, run_at, created_ms, updated_ms)
         values ($1, $2, $3, $4, 'waiting', 0, $5, $6, $6) on conflict (key) do nothing",
    )
    .bind(hex::encode(rand::random::<[u8; 12]>()))
    .bind(kind.code())
    .bind(key)
    .bind(payload.to_string())
    .bind(run_at)
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// What [`Jobs::list`] shows.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub state: Option<State>,
    pub kind: Option<Kind>,
    pub limit: i64,
}

impl Jobs {
    pub fn new(db: Db, clock: Clock, pacing: Pacing) -> Jobs {
        Jobs { db, clock, pacing: Arc::new(pacing), handlers: Arc::default(), wake: Arc::default() }
    }

    pub fn pacing(&self) -> &Pacing {
        &self.pacing
    }

    /// Who does jobs of `kind` (one handler per kind; a later one replaces it).
    pub fn handle(&self, kind: Kind, handler: Arc<dyn Handler>) {
        self.handlers.write().expect("handlers lock").insert(kind, handler);
    }

    fn handler(&self, kind: Kind) -> Option<Arc<dyn Handler>> {
        self.handlers.read().expect("handlers lock").get(&kind).cloned()
    }

    fn kinds(&self) -> Vec<Kind> {
        self.handlers.read().expect("handlers lock").keys().copied().collect()
    }

    /// Tells this instance's workers that work was queued (after its transaction
    /// committed); other instances find it when they next look.
    pub fn notify(&self) {
        Kind::ALL.into_iter().for_each(|kind| self.notify_kind(kind));
    }

    /// As [`Jobs::notify`], for the workers of `kind` only.
    pub fn notify_kind(&self, kind: Kind) {
        self.wake_of(kind).notify_waiters();
    }

    fn wake_of(&self, kind: Kind) -> &tokio::sync::Notify {
        let index = Kind::ALL.iter().position(|k| *k == kind).expect("every kind is in Kind::ALL");
        &self.wake[index]
    }

    /// Queues a job on its own (no cause to share a transaction with).
    pub async fn add(&self, kind: Kind, key: &str, payload: &serde_json::Value) -> Result<bool, sqlx::Error> {
        let mut conn = self.db.acquire().await?;
        let added = enqueue(&mut conn, self.clock.unix_ms(), kind, key, payload).await?;
        self.notify_kind(kind);
        Ok(added)
    }

    /// Takes the next due job this instance has a handler for, for this worker alone:
    /// waiting and due, or running with its lease ended (its worker died). The attempt
    /// is counted now, so a job that kills its workers stops in the end.
    pub async fn claim(&self) -> Result<Option<Job>, sqlx::Error> {
        self.claim_of(&self.kinds()).await
    }

    /// As [`Jobs::claim`], of these kinds only (a lane's).
    async fn claim_of(&self, kinds: &[Kind]) -> Result<Option<Job>, sqlx::Error> {
        if kinds.is_empty() {
            return Ok(None);
        }
        let now = self.clock.unix_ms();
        let list = kinds.iter().map(|k| format!("'{}'", k.code())).collect::<Vec<_>>().join(", ");
        let lease = kinds.iter().map(|k| self.pacing_of(*k).lease).max().unwrap_or(self.pacing.lease);
        // Looked for first with a read: an idle worker's look takes no write lock (on
        // SQLite, the one writer the checkout needs).
        let due: Option<String> = sqlx::query_scalar(&format!(
            "select id from jobs where state in ('waiting', 'running') and run_at <= $1 and kind in ({list}) order by run_at limit 1"
        ))
        .bind(now)
        .fetch_optional(&self.db)
        .await?;
        if due.is_none() {
            return Ok(None);
        }
        // PostgreSQL: workers skip each other's rows; the outer condition is checked
        // again on the locked row, so a job is never taken twice.
        let lock = if backend(&self.db) == Backend::Postgres { " for update skip locked" } else { "" };
        let sql = format!(
            "update jobs set state = 'running', attempts = attempts + 1, run_at = $1, updated_ms = $2
             where id = (select id from jobs where state in ('waiting', 'running') and run_at <= $2 and kind in ({list})
                         order by run_at limit 1{lock})
               and state in ('waiting', 'running') and run_at <= $2
             returning {COLUMNS}"
        );
        let row: Option<Row> = sqlx::query_as(&sql).bind(now + lease.as_millis() as i64).bind(now).fetch_optional(&self.db).await?;
        Ok(row.and_then(job_of))
    }

    /// The pacing of `kind`: its handler's own, or the queue's.
    fn pacing_of(&self, kind: Kind) -> Pacing {
        self.handler(kind).and_then(|h| h.pacing()).unwrap_or_else(|| (*self.pacing).clone())
    }

    /// Runs one due job, if there is one: `true` when it ran one.
    pub async fn run_one(&self) -> Result<bool, sqlx::Error> {
        self.run_one_of(&self.kinds()).await
    }

    async fn run_one_of(&self, kinds: &[Kind]) -> Result<bool, sqlx::Error> {
        let Some(job) = self.claim_of(kinds).await? else { return Ok(false) };
        let Some(handler) = self.handler(job.kind) else { return Ok(true) };
        let outcome = handler.run(&job).await;
        self.record(&job, outcome).await?;
        Ok(true)
    }

    /// Does every due job of `kind` now, in this task, and waits for those another
    /// worker of this instance holds: when it returns, nothing of `kind` is due (the
    /// tests, after moving the clock; an operator's command).
    pub async fn settle(&self, kind: Kind) -> Result<usize, sqlx::Error> {
        let mut done = 0;
        loop {
            while self.run_one_of(&[kind]).await? {
                done += 1;
            }
            let now = self.clock.unix_ms();
            let held: i64 = sqlx::query_scalar("select count(*) from jobs where kind = $1 and state = 'running' and run_at > $2")
                .bind(kind.code())
                .bind(now)
                .fetch_one(&self.db)
                .await?;
            if held == 0 {
                return Ok(done);
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Keeps a run's outcome, if the job is still this run's (its lease did not end
    /// and another worker take it: the attempt number is the fence).
    async fn record(&self, job: &Job, outcome: Outcome) -> Result<(), sqlx::Error> {
        let now = self.clock.unix_ms();
        let pacing = self.pacing_of(job.kind);
        // Looked at too early: due again, its attempts counted afresh.
        if let Outcome::Again(after) = outcome {
            sqlx::query(
                "update jobs set state = 'waiting', attempts = 0, run_at = $1, last_error = null, updated_ms = $2
                 where id = $3 and state = 'running' and attempts = $4",
            )
            .bind(now + after.as_millis() as i64)
            .bind(now)
            .bind(&job.id)
            .bind(job.attempts)
            .execute(&self.db)
            .await?;
            return Ok(());
        }
        // What the run kept with `progress` stays unless it is done with a result.
        let (state, run_at, error, result) = match outcome {
            Outcome::Done(result) => {
                tracing::info!(id = job.id, kind = job.kind.code(), key = job.key, attempts = job.attempts, "job done");
                (State::Done, job.run_at, None, result)
            }
            Outcome::Retry { error, after } if job.attempts < pacing.max_attempts => {
                let delay = pacing.delay(job.attempts, after);
                tracing::warn!(id = job.id, kind = job.kind.code(), key = job.key, attempts = job.attempts,
                    retry_in_ms = delay.as_millis() as u64, %error, "job not done; will retry");
                (State::Waiting, now + delay.as_millis() as i64, Some(error), None)
            }
            Outcome::Retry { error, .. } | Outcome::Stop(error) => {
                tracing::error!(id = job.id, kind = job.kind.code(), key = job.key, attempts = job.attempts, %error, "job failed");
                (State::Failed, job.run_at, Some(error), None)
            }
            Outcome::Again(_) => unreachable!("kept above"),
        };
        let finished = matches!(state, State::Done | State::Failed).then_some(now);
        sqlx::query(
            "update jobs set state = $1, run_at = $2, last_error = $3, result = coalesce($4, result), updated_ms = $5, finished_ms = $6
             where id = $7 and state = 'running' and attempts = $8",
        )
        .bind(state.code())
        .bind(run_at)
        .bind(error)
        .bind(result.map(|r| r.to_string()))
        .bind(now)
        .bind(finished)
        .bind(&job.id)
        .bind(job.attempts)
        .execute(&self.db)
        .await?;
        Ok(())
    }

    /// Keeps what a running job has done so far (a voucher made, its file not yet
    /// attached), so that the next attempt goes on from there.
    pub async fn progress(&self, job: &Job, result: &serde_json::Value) -> Result<(), sqlx::Error> {
        sqlx::query("update jobs set result = $1, updated_ms = $2 where id = $3 and state = 'running' and attempts = $4")
            .bind(result.to_string())
            .bind(self.clock.unix_ms())
            .bind(&job.id)
            .bind(job.attempts)
            .execute(&self.db)
            .await?;
        Ok(())
    }

    /// Puts a failed (or waiting) job back, due now, with fresh attempts: `false` when
    /// there is no such job or it is done or running.
    pub async fn retry(&self, id: &str) -> Result<bool, sqlx::Error> {
        let now = self.clock.unix_ms();
        let done = sqlx::query(
            "update jobs set state = 'waiting', attempts = 0, run_at = $1, updated_ms = $1, finished_ms = null, alerted_ms = null
             where id = $2 and state in ('failed', 'waiting')",
        )
        .bind(now)
        .bind(id)
        .execute(&self.db)
        .await?;
        self.notify();
        Ok(done.rows_affected() == 1)
    }

    pub async fn get(&self, id: &str) -> Result<Option<Job>, sqlx::Error> {
        let row: Option<Row> = sqlx::query_as(&format!("select {COLUMNS} from jobs where id = $1")).bind(id).fetch_optional(&self.db).await?;
        Ok(row.and_then(job_of))
    }

    pub async fn by_key(&self, key: &str) -> Result<Option<Job>, sqlx::Error> {
        let row: Option<Row> = sqlx::query_as(&format!("select {COLUMNS} from jobs where key = $1")).bind(key).fetch_optional(&self.db).await?;
        Ok(row.and_then(job_of))
    }

    /// The jobs of these keys, by key.
    pub async fn by_keys(&self, keys: &[String]) -> Result<HashMap<String, Job>, sqlx::Error> {
        let mut found = HashMap::new();
        for chunk in keys.chunks(500) {
            let sql = format!("select {COLUMNS} from jobs where key in ({})", crate::platform::db::placeholders(chunk.len()));
            let mut query = sqlx::query_as::<_, Row>(&sql);
            for key in chunk {
                query = query.bind(key);
            }
            for job in query.fetch_all(&self.db).await?.into_iter().filter_map(job_of) {
                found.insert(job.key.clone(), job);
            }
        }
        Ok(found)
    }

    /// The newest jobs first (failed and waiting ones before done ones when no state
    /// is asked).
    pub async fn list(&self, filter: &Filter) -> Result<Vec<Job>, sqlx::Error> {
        let mut sql = format!("select {COLUMNS} from jobs where 1 = 1");
        if let Some(state) = filter.state {
            sql += &format!(" and state = '{}'", state.code());
        }
        if let Some(kind) = filter.kind {
            sql += &format!(" and kind = '{}'", kind.code());
        }
        sql += " order by case state when 'failed' then 0 when 'running' then 1 when 'waiting' then 2 else 3 end, updated_ms desc limit $1";
        let rows: Vec<Row> = sqlx::query_as(&sql).bind(filter.limit.clamp(1, 1000)).fetch_all(&self.db).await?;
        Ok(rows.into_iter().filter_map(job_of).collect())
    }

    /// How many jobs of each kind are in each state, and how long the job of each kind
    /// that has been due longest has waited since it became due (seconds): a payment
    /// followed for days, or a retry's backoff, is not late until its time has come.
    pub async fn counts(&self) -> Result<(Vec<(Kind, State, i64)>, Vec<(Kind, f64)>), sqlx::Error> {
        let rows: Vec<(String, String, i64)> = sqlx::query_as("select kind, state, count(*) from jobs group by kind, state").fetch_all(&self.db).await?;
        let counts = rows.into_iter().filter_map(|(k, s, n)| Some((Kind::from_code(&k)?, State::from_code(&s)?, n))).collect();
        let now = self.clock.unix_ms();
        let oldest: Vec<(String, i64)> = sqlx::query_as("select kind, min(run_at) from jobs where state = 'waiting' and run_at <= $1 group by kind")
            .bind(now)
            .fetch_all(&self.db)
            .await?;
        let ages = oldest.into_iter().filter_map(|(k, at)| Some((Kind::from_code(&k)?, ((now - at).max(0)) as f64 / 1000.0))).collect();
        Ok((counts, ages))
    }

    /// The jobs of `kind` that failed at least `age` ago and nobody was told of yet,
    /// marked told (by this caller alone: another instance gets none of them).
    pub async fn failures_to_tell(&self, kind: Kind, age: Duration) -> Result<Vec<Job>, sqlx::Error> {
        let now = self.clock.unix_ms();
        let rows: Vec<Row> = sqlx::query_as(&format!(
            "update jobs set alerted_ms = $1
             where kind = $2 and state = 'failed' and alerted_ms is null and finished_ms <= $3
             returning {COLUMNS}"
        ))
        .bind(now)
        .bind(kind.code())
        .bind(now - age.as_millis() as i64)
        .fetch_all(&self.db)
        .await?;
        Ok(rows.into_iter().filter_map(job_of).collect())
    }

    /// This instance's workers, for as long as the process runs: `workers` for each
    /// kind with a handler now, so that a slow bookkeeping system never holds up a
    /// receipt's mail.
    pub async fn run(self) {
        let workers = self.pacing.workers;
        let mut set = tokio::task::JoinSet::new();
        for kind in self.kinds() {
            for _ in 0..workers {
                set.spawn(self.clone().work(kind));
            }
        }
        while set.join_next().await.is_some() {}
    }

    async fn work(self, kind: Kind) {
        let poll = self.pacing_of(kind).poll;
        loop {
            // Registered before looking, so work queued meanwhile is not missed.
            let woken = self.wake_of(kind).notified();
            match self.run_one_of(&[kind]).await {
                Ok(true) => continue,
                Ok(false) => {
                    let _ = tokio::time::timeout(poll, woken).await;
                }
                Err(error) => {
                    tracing::warn!(%error, kind = kind.code(), "job queue unavailable; trying again");
                    tokio::time::sleep(poll).await;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_delay_doubles_with_jitter_up_to_its_cap_and_waits_as_long_as_asked() {
        let pacing = Pacing { base_delay: Duration::from_secs(2), max_delay: Duration::from_secs(60), ..Pacing::default() };
        for (attempts, full) in [(1, 2), (2, 4), (3, 8), (4, 16), (5, 32), (6, 60), (20, 60)] {
            for _ in 0..50 {
                let delay = pacing.delay(attempts, None);
                let full = Duration::from_secs(full);
                assert!(delay >= full / 2 && delay <= full, "attempt {attempts}: {delay:?} not within [{:?}, {full:?}]", full / 2);
            }
        }
        let draws: std::collections::HashSet<u128> = (0..20).map(|_| pacing.delay(3, None).as_millis()).collect();
        assert!(draws.len() > 5, "the delays are drawn, not fixed: {draws:?}");
        assert_eq!(pacing.delay(1, Some(Duration::from_secs(30))), Duration::from_secs(30));
        assert!(pacing.delay(6, Some(Duration::from_secs(1))) >= Duration::from_secs(30));
    }

    #[test]
    fn a_kind_with_its_own_growth_waits_that_many_times_longer_each_time() {
        // Mail's pacing: 30 s, then 4 times longer each time.
        let mail = Pacing { base_delay: Duration::from_secs(30), growth: 4, max_delay: Duration::from_secs(6 * 3600), ..Pacing::default() };
        for (attempts, full) in [(1, 30), (2, 120), (3, 480), (4, 1920), (5, 7680), (9, 6 * 3600)] {
            let delay = mail.delay(attempts, None);
            let full = Duration::from_secs(full);
            assert!(delay >= full / 2 && delay <= full, "attempt {attempts}: {delay:?} not within [{:?}, {full:?}]", full / 2);
        }
    }

    #[test]
    fn kinds_and_states_read_back_as_they_are_written() {
        for kind in Kind::ALL {
            assert_eq!(Kind::from_code(kind.code()), Some(kind));
        }
        for state in State::ALL {
            assert_eq!(State::from_code(state.code()), Some(state));
        }
        assert_eq!(State::from_code("queued"), None);
    }
}
