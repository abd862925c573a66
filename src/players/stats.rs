//! The statistics an arena reports: proportions with confidence intervals,
//! and a test of whether other counts (such as a source's) fit ours.

use serde::Serialize;

/// The normal quantile of a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// A proportion with its 95% Wilson score interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Proportion {
    pub successes: u64,
    pub trials: u64,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

impl Proportion {
    /// The Wilson interval: unlike `p ± z·sqrt(p(1-p)/n)` it stays inside
    /// [0, 1] and keeps its coverage near 0 and 1 and for small `n`.
    pub fn wilson(successes: u64, trials: u64) -> Proportion {
        if trials == 0 {
            return Proportion {
                successes,
                trials,
                rate: 0.0,
                low: 0.0,
                high: 1.0,
            };
        }
        let n = trials as f64;
        let p = successes as f64 / n;
        let z2 = Z95 * Z95;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        Proportion {
            successes,
            trials,
            rate: p,
            low: (centre - half).max(0.0),
            high: (centre + half).min(1.0),
        }
    }
}

/// Pearson's chi-square test that `observed` counts (wins, losses, draws)
/// were drawn from the category probabilities `expected_shares` (which sum
/// to 1): the statistic and its p-value with two degrees of freedom.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ChiSquare {
    pub statistic: f64,
    pub p_value: f64,
}

pub fn chi_square_3(observed: [u64; 3], expected_shares: [f64; 3]) -> ChiSquare {
    let total: u64 = observed.iter().sum();
    let statistic = observed
        .iter()
        .zip(expected_shares)
        .filter(|(_, share)| *share > 0.0)
        .map(|(&count, share)| {
            let expected = share * total as f64;
            (count as f64 - expected).powi(2) / expected
        })
        .sum::<f64>();
    // The chi-square survival function with 2 degrees of freedom is exp(-x/2).
    ChiSquare {
        statistic,
        p_value: (-statistic / 2.0).exp(),
    }
}

/// Two runs' wins, losses and draws compared: Pearson's chi-square test
/// that both were drawn from the same shares (a 2x3 table, 2 degrees of
/// freedom), and the difference of their win rates with its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Comparison {
    pub chi_square: ChiSquare,
    /// First run's win rate minus the second's.
    pub rate_difference: f64,
    /// Newcombe's interval for the difference, from both Wilson intervals.
    pub difference_low: f64,
    pub difference_high: f64,
    /// Whether the test leaves the difference to chance at the 5% level.
    pub within_chance: bool,
}

/// Compares two runs' `[wins, losses, draws]`.
pub fn compare_runs(first: [u64; 3], second: [u64; 3]) -> Comparison {
    let totals = [first.iter().sum::<u64>(), second.iter().sum::<u64>()];
    let grand = (totals[0] + totals[1]) as f64;
    let mut statistic = 0.0;
    for category in 0..3 {
        let column = (first[category] + second[category]) as f64;
        for (row, counts) in [first, second].iter().enumerate() {
            let expected = column * totals[row] as f64 / grand;
            if expected > 0.0 {
                statistic += (counts[category] as f64 - expected).powi(2) / expected;
            }
        }
    }
    let a = Proportion::wilson(first[0], totals[0]);
    let b = Proportion::wilson(second[0], totals[1]);
    let p_value = (-statistic / 2.0).exp();
    Comparison {
        chi_square: ChiSquare { statistic, p_value },
        rate_difference: a.rate - b.rate,
        difference_low: a.rate - b.rate - (a.rate - a.low).hypot(b.high - b.rate),
        difference_high: a.rate - b.rate + (a.high - a.rate).hypot(b.rate - b.low),
        within_chance: p_value >= 0.05,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_a_worked_value() {
        // 3391 of 5000: p = 0.6782, Wilson 95% interval [0.66512, 0.69101].
        let p = Proportion::wilson(3391, 5000);
        assert!((p.rate - 0.6782).abs() < 1e-12);
        assert!((p.low - 0.66512).abs() < 5e-5, "{}", p.low);
        assert!((p.high - 0.69101).abs() < 5e-5, "{}", p.high);
        let all = Proportion::wilson(10, 10);
        assert!((all.high - 1.0).abs() < 1e-12);
        // The textbook lower bound for 10 of 10.
        assert!((all.low - 0.7225).abs() < 1e-4, "{}", all.low);
    }

    #[test]
    fn chi_square_is_zero_on_exact_fit_and_small_p_far_away() {
        let fit = chi_square_3([500, 300, 200], [0.5, 0.3, 0.2]);
        assert!(fit.statistic.abs() < 1e-12 && (fit.p_value - 1.0).abs() < 1e-12);
        let far = chi_square_3([700, 200, 100], [0.5, 0.3, 0.2]);
        assert!(far.p_value < 1e-10);
    }

    #[test]
    fn comparison_of_a_worked_table() {
        // 2x3 table [[30, 10, 10], [20, 20, 10]]: expected 25/15/10 in both
        // rows, chi-square = 2*(1 + 5/3) = 5.333, p = 0.069.
        let c = compare_runs([30, 10, 10], [20, 20, 10]);
        assert!((c.chi_square.statistic - 16.0 / 3.0).abs() < 1e-9);
        assert!((c.chi_square.p_value - (-8.0f64 / 3.0).exp()).abs() < 1e-12);
        assert!(c.within_chance);
        // Twice the games, the same shares: chi-square doubles, p = 0.0048.
        assert!(!compare_runs([60, 20, 20], [40, 40, 20]).within_chance);
        assert!((c.rate_difference - 0.2).abs() < 1e-12);
        assert!(c.difference_low < 0.2 && c.difference_high > 0.2 && c.difference_low > 0.0);
        let same = compare_runs([30, 10, 10], [30, 10, 10]);
        assert!(same.chi_square.statistic.abs() < 1e-12 && same.within_chance);
    }
}
