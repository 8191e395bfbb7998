//! Request metrics: every answer counted by route and status, with its latency. The
//! route is the route id for pages (the page handler puts a [`RouteId`] on its
//! answer) and the route template for everything else (`/api/auth/sign-in`,
//! `/assets/{*path}`), never the raw path, so visitors cannot grow the series.

use std::time::Instant;

use axum::extract::{MatchedPath, Request, State};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::Response;

use crate::platform::Metrics;

/// The route id of a rendered page, carried on its response for the metrics.
#[derive(Clone, Copy, Debug)]
pub struct RouteId(pub &'static str);

pub async fn track(State(metrics): State<Metrics>, request: Request, next: Next) -> Response {
    let started = Instant::now();
    // Methods outside the standard ones share one label (a visitor cannot grow the series).
    let method = match *request.method() {
        Method::GET | Method::HEAD | Method::POST | Method::PUT | Method::PATCH | Method::DELETE | Method::OPTIONS => {
            request.method().as_str()
        }
        _ => "OTHER",
    }
    .to_owned();
    let template = request.extensions().get::<MatchedPath>().map(|p| p.as_str().to_owned());
    let response = next.run(request).await;
    let route = match (response.extensions().get::<RouteId>(), template) {
        (Some(RouteId(id)), _) => (*id).to_owned(),
        (None, Some(template)) => template,
        (None, None) => "unmatched".to_owned(),
    };
    metrics.request(&route, &method, response.status().as_u16(), started.elapsed().as_secs_f64());
    response
}
