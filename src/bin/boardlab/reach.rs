//! `boardlab reach (--board B | MOVES)`: is the position reachable from the
//! start?

use crate::args::{Budget, PositionArgs};
use crate::error::CliError;
use crate::mobility::clock;
use crate::output::Output;
use boardlab::mobility::reach::check_reachable;
use boardlab::mobility::report::ReachReport;
use boardlab::mobility::Deadline;

#[derive(clap::Args)]
#[command(mut_arg("seconds", |arg| arg.default_value("60")))]
pub struct Args {
    #[command(flatten)]
    position: PositionArgs,
    #[command(flatten)]
    budget: Budget,
}

pub fn run(args: Args, output: Output) -> Result<(), CliError> {
    let board = args.position.position()?;
    let mut bar = output.bar("searching for a line");
    let deadline = Deadline::new(args.budget.seconds.0, &clock);
    let started = clock();
    let result = check_reachable(&board, &deadline, &mut bar);
    bar.finish();
    let mut report = ReachReport::new(&board, &result);
    report.seconds = clock() - started;
    output.emit(&report, || {
        let mut text = format!(
            "{}: {} ({:.2} s)",
            report.status, report.reason, report.seconds
        );
        if let Some(moves) = &report.moves {
            text += &format!("\nline: {moves}");
        }
        text
    });
    Ok(())
}
