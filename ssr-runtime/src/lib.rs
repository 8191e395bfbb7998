//! A pool of embedded JavaScript runtimes that render a server bundle.
//!
//! deno_core's `JsRuntime` is not `Send`, so each worker thread owns one runtime with
//! the bundle loaded once. Requests reach a free worker over a shared channel and the
//! answer comes back through a oneshot, so rendering never runs on the caller's
//! (tokio's) threads. A watchdog terminates a render that runs past its budget; after a
//! timeout or an exception the worker rebuilds its runtime, so one bad page never takes
//! the pool down.
//!
//! The bundle is a classic script that defines `globalThis.__ssr.render(request)`
//! returning `{status, head, html}`. Any other function it puts on `globalThis.__ssr`
//! can be called with [`Pool::call`].

mod watchdog;

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use deno_core::{JsRuntime, RuntimeOptions, v8};
use serde::{Deserialize, Serialize};
use tokio::sync::oneshot;

use watchdog::Watchdog;

const PRELUDE: &str = include_str!("prelude.js");

/// What a page render needs: the URL (path and query), the language, the message
/// catalogue for that language and the data the route's loader produced. Messages
/// and data are anything serialisable (a prebuilt `RawValue` avoids re-encoding a
/// large catalogue on every render).
#[derive(Debug, Clone, Serialize)]
pub struct RenderRequest<M = serde_json::Value, D = serde_json::Value> {
    pub url: String,
    pub lang: String,
    pub messages: M,
    pub data: D,
}

/// The rendered route: HTTP status, tags for `<head>` and the body markup, and the
/// message ids the render had to take from the fallback language (if it says).
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(default)]
pub struct Rendered {
    pub status: u16,
    pub head: String,
    pub html: String,
    pub missing: Vec<String>,
    /// The bundle asks for the catalogue's text: the request named a catalogue
    /// version this runtime has not parsed yet (see the app's entry-server).
    #[serde(rename = "needMessages")]
    pub need_messages: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The script threw: the JavaScript message and stack.
    #[error("JavaScript error: {message}")]
    Js { message: String, stack: Option<String> },
    #[error("render exceeded its budget of {0:?} and was terminated")]
    Timeout(Duration),
    #[error("render queue is full")]
    Overloaded,
    #[error("render pool has shut down")]
    Closed,
    #[error("render returned malformed output: {0}")]
    Output(String),
}

impl RenderError {
    pub fn stack(&self) -> Option<&str> {
        match self {
            RenderError::Js { stack, .. } => stack.as_deref(),
            _ => None,
        }
    }
}

#[derive(Debug, Clone)]
pub struct PoolConfig {
    /// Number of worker threads, each with its own runtime.
    pub workers: usize,
    /// Longest a single call may run before it is terminated.
    pub timeout: Duration,
    /// Calls that may wait for a free worker before new ones are refused.
    pub queue: usize,
}

impl Default for PoolConfig {
    fn default() -> Self {
        PoolConfig {
            workers: std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2),
            timeout: Duration::from_secs(2),
            queue: 1024,
        }
    }
}

struct Job {
    function: String,
    argument: String,
    reply: oneshot::Sender<Result<String, RenderError>>,
}

/// Counters that operations and tests can read.
#[derive(Debug, Default)]
pub struct PoolStats {
    pub calls: AtomicU64,
    pub rebuilds: AtomicU64,
    pub timeouts: AtomicU64,
    /// Workers running now (a worker that died, by a panic, is not counted).
    pub live_workers: AtomicU64,
}

/// Counts a worker as live for as long as it runs, however it ends.
struct Live(Arc<PoolStats>);

impl Drop for Live {
    fn drop(&mut self) {
        self.0.live_workers.fetch_sub(1, Ordering::SeqCst);
    }
}

/// The pool. Cloning is cheap; the workers stop when the last clone is dropped.
#[derive(Clone)]
pub struct Pool {
    sender: crossbeam_channel::Sender<Job>,
    stats: Arc<PoolStats>,
}

impl Pool {
    /// Starts the workers and loads the bundle into each. Fails if the bundle does not
    /// evaluate (a syntax error, a throw at the top level).
    pub fn new(bundle: impl Into<String>, config: PoolConfig) -> Result<Pool, RenderError> {
        let bundle: Arc<str> = Arc::from(bundle.into());
        let (sender, receiver) = crossbeam_channel::bounded::<Job>(config.queue.max(1));
        let stats = Arc::new(PoolStats::default());
        let mut started = Vec::new();
        for index in 0..config.workers.max(1) {
            let (ready_tx, ready_rx) = std::sync::mpsc::channel();
            let receiver = receiver.clone();
            let bundle = bundle.clone();
            let stats = stats.clone();
            let timeout = config.timeout;
            std::thread::Builder::new()
                .name(format!("ssr-worker-{index}"))
                .spawn(move || worker(bundle, receiver, timeout, stats, ready_tx))
                .expect("spawn render worker");
            started.push(ready_rx);
        }
        for ready in started {
            ready.recv().map_err(|_| RenderError::Closed)??;
        }
        Ok(Pool { sender, stats })
    }

    /// Renders one route.
    pub async fn render<M: Serialize, D: Serialize>(
        &self,
        request: &RenderRequest<M, D>,
    ) -> Result<Rendered, RenderError> {
        self.render_with("render", request).await
    }

    /// Renders one route with another of the bundle's render functions (one that takes
    /// and answers what `render` does).
    pub async fn render_with<M: Serialize, D: Serialize>(
        &self,
        function: &str,
        request: &RenderRequest<M, D>,
    ) -> Result<Rendered, RenderError> {
        let argument = serde_json::to_string(request).map_err(|e| RenderError::Output(e.to_string()))?;
        let out = self.call_raw(function, argument).await?;
        serde_json::from_str(&out).map_err(|e| RenderError::Output(e.to_string()))
    }

    /// Calls `globalThis.__ssr[function](argument)` and returns its result as JSON.
    pub async fn call(
        &self,
        function: &str,
        argument: &serde_json::Value,
    ) -> Result<serde_json::Value, RenderError> {
        let out = self.call_raw(function, argument.to_string()).await?;
        serde_json::from_str(&out).map_err(|e| RenderError::Output(e.to_string()))
    }

    async fn call_raw(&self, function: &str, argument: String) -> Result<String, RenderError> {
        let (reply, answer) = oneshot::channel();
        let job = Job { function: function.to_owned(), argument, reply };
        self.sender.try_send(job).map_err(|e| match e {
            crossbeam_channel::TrySendError::Full(_) => RenderError::Overloaded,
            crossbeam_channel::TrySendError::Disconnected(_) => RenderError::Closed,
        })?;
        answer.await.map_err(|_| RenderError::Closed)?
    }

    pub fn stats(&self) -> &PoolStats {
        &self.stats
    }
}

fn new_runtime(bundle: &str) -> Result<JsRuntime, RenderError> {
    let mut runtime = JsRuntime::new(RuntimeOptions::default());
    runtime.execute_script("ssr:prelude.js", PRELUDE.to_owned()).map_err(js_error)?;
    runtime.execute_script("ssr:bundle.js", bundle.to_owned()).map_err(js_error)?;
    // A bundle that loads but does not define the entry point is a build mistake.
    let check = "typeof globalThis.__ssr === 'object' && typeof globalThis.__ssr.render === 'function'";
    let defined = eval_string(&mut runtime, check)?;
    if defined != "true" {
        return Err(RenderError::Js {
            message: "the bundle does not define globalThis.__ssr.render".into(),
            stack: None,
        });
    }
    Ok(runtime)
}

fn js_error(error: Box<deno_core::error::JsError>) -> RenderError {
    RenderError::Js { message: error.exception_message.clone(), stack: error.stack.clone() }
}

fn eval_string(runtime: &mut JsRuntime, script: &str) -> Result<String, RenderError> {
    let global = runtime.execute_script("ssr:call.js", script.to_owned()).map_err(js_error)?;
    deno_core::scope!(scope, runtime);
    let local = v8::Local::new(scope, global);
    Ok(local.to_rust_string_lossy(scope))
}

fn call_script(function: &str, argument: &str) -> String {
    // The argument is JSON, which is a valid JavaScript expression. The result and the
    // console output collected during the call travel back as one JSON string.
    let name = serde_json::to_string(function).unwrap_or_default();
    format!(
        "(() => {{ const f = globalThis.__ssr[{name}]; \
         if (typeof f !== 'function') throw new Error('no such function: ' + {name}); \
         const result = f({argument}); \
         return JSON.stringify({{ result, logs: globalThis.__ssrDrainLogs() }}); }})()"
    )
}

#[derive(Deserialize)]
struct CallOutput {
    result: Box<serde_json::value::RawValue>,
    logs: Vec<(String, String)>,
}

fn worker(
    bundle: Arc<str>,
    jobs: crossbeam_channel::Receiver<Job>,
    timeout: Duration,
    stats: Arc<PoolStats>,
    ready: std::sync::mpsc::Sender<Result<(), RenderError>>,
) {
    // deno_core's platform delivers its foreground tasks to isolates created inside a
    // tokio runtime; give each worker a small one of its own.
    let tokio = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("worker runtime");
    let _entered = tokio.enter();

    let (mut runtime, _live) = match new_runtime(&bundle) {
        Ok(runtime) => {
            stats.live_workers.fetch_add(1, Ordering::SeqCst);
            let live = Live(stats.clone());
            let _ = ready.send(Ok(()));
            (runtime, live)
        }
        Err(error) => {
            let _ = ready.send(Err(error));
            return;
        }
    };
    let watchdog = Watchdog::start();

    for job in jobs.iter() {
        stats.calls.fetch_add(1, Ordering::Relaxed);
        let handle = runtime.v8_isolate().thread_safe_handle();
        let ticket = watchdog.arm(handle, timeout);
        let outcome = eval_string(&mut runtime, &call_script(&job.function, &job.argument));
        let fired = watchdog.disarm(ticket);

        let outcome = if fired {
            stats.timeouts.fetch_add(1, Ordering::Relaxed);
            Err(RenderError::Timeout(timeout))
        } else {
            outcome.and_then(|out| {
                let parsed: CallOutput =
                    serde_json::from_str(&out).map_err(|e| RenderError::Output(e.to_string()))?;
                for (level, line) in parsed.logs {
                    match level.as_str() {
                        "error" => tracing::error!(target: "ssr::console", "{line}"),
                        "warn" => tracing::warn!(target: "ssr::console", "{line}"),
                        _ => tracing::debug!(target: "ssr::console", "{line}"),
                    }
                }
                Ok(parsed.result.get().to_owned())
            })
        };

        if outcome.is_err() {
            // A terminated or failed isolate may hold half-built state: start afresh.
            stats.rebuilds.fetch_add(1, Ordering::Relaxed);
            drop(runtime);
            runtime = loop {
                match new_runtime(&bundle) {
                    Ok(fresh) => break fresh,
                    Err(error) => {
                        tracing::error!(%error, "could not rebuild the render runtime; retrying");
                        std::thread::sleep(Duration::from_millis(100));
                    }
                }
            };
        }
        let _ = job.reply.send(outcome);
    }
}
